import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { signupBodySchema } from "#shared/schemas/auth.ts";
import { TimeZoneSelect } from "#web/components/time-zone-select.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useSignup } from "#web/features/auth/api/signup.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { browserTimeZone } from "#web/lib/time-zones.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValidation } from "#web/lib/use-debounced-validation.ts";
import { EmailField, NameField, NewPasswordField } from "./auth-fields.tsx";

type Values = z.input<typeof signupBodySchema>;

/** The Create New Team form (spec section 2). */
export function CreateTeamForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  // The browser's zone is the team's unless the creator picks another (DESIGN.md "Time").
  const browserZone = useMemo(() => browserTimeZone(), []);
  const form = useForm<Values, unknown, z.output<typeof signupBodySchema>>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { name: "", email: "", password: "", companyName: "", timeZone: browserZone },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  useDebouncedValidation(form, 500);
  const { errors } = form.formState;
  const password = form.watch("password");

  const onSubmit = form.handleSubmit((values) => {
    signup.mutate(values, {
      onSuccess: (result) => {
        toast({
          title: "Team Created Successfully!",
          description: `Welcome to ${result.team.name}! Your 14-day trial has started.`,
          variant: "success",
        });
        navigate("/", { replace: true });
      },
      onError: (error) => {
        toast({
          title: "Team Creation Failed",
          description:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : "Please check your information and try again.",
          variant: "destructive",
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create New Team">
      <NameField id="signup-name" error={errors.name?.message} registration={form.register("name")} />
      <EmailField id="signup-email" error={errors.email?.message} registration={form.register("email")} />
      <NewPasswordField
        id="signup-password"
        error={errors.password?.message}
        password={password}
        registration={form.register("password")}
      />
      <FormField id="signup-company" label="Company Name" error={errors.companyName?.message}>
        {(control) => (
          <Input autoComplete="organization" placeholder="Acme Inc." {...control} {...form.register("companyName")} />
        )}
      </FormField>
      <FormField
        id="signup-time-zone"
        label="Time zone"
        error={errors.timeZone?.message}
        describedBy="signup-time-zone-hint"
        hint={
          <p id="signup-time-zone-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            Your team's calendars and business hours use this zone. Team admins can change it later in Settings.
          </p>
        }
      >
        {(control) => <TimeZoneSelect include={[browserZone]} {...control} {...form.register("timeZone")} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? "Creating team..." : "Create Team"}
      </Button>
    </form>
  );
}
