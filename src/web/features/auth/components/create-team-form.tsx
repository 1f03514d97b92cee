import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { signupBodySchema } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast-store.ts";
import { useDebouncedValidation } from "../../../lib/use-debounced-validation.ts";
import { useSignup } from "../api/signup.ts";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";
import { PasswordStrength } from "./password-strength.tsx";

type Values = z.input<typeof signupBodySchema>;

/** The Create New Team form (spec section 2). */
export function CreateTeamForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<Values, unknown, z.output<typeof signupBodySchema>>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { name: "", email: "", password: "", companyName: "" },
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

  const described = (name: keyof Values, extra?: string) =>
    [errors[name] ? `signup-${name}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create New Team">
      <FormField id="signup-name" label="Your Name" error={errors.name?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          placeholder="Ann Lee"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described("email")}
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id="signup-password"
        label="Password"
        error={errors.password?.message}
        hint={<PasswordStrength id="signup-password-strength" password={password} />}
      >
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder="Create a strong password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={described("password", password ? "signup-password-strength" : undefined)}
          {...form.register("password")}
        />
      </FormField>
      <FormField id="signup-company" label="Company Name" error={errors.companyName?.message}>
        <Input
          id="signup-company"
          autoComplete="organization"
          placeholder="Acme Inc."
          aria-invalid={errors.companyName ? true : undefined}
          aria-describedby={errors.companyName ? "signup-company-error" : undefined}
          {...form.register("companyName")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? "Creating team..." : "Create Team"}
      </Button>
    </form>
  );
}
