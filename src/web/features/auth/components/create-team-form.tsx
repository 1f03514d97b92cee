import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { COMPANY_SIZES, DEFAULT_COMPANY_SIZE, DEFAULT_INDUSTRY } from "#shared/constants.ts";
import { optionalText, registerBodySchema, signupBodySchema } from "#shared/schemas/auth.ts";
import { TimeZoneSelect } from "#web/components/time-zone-select.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useRegister } from "#web/features/auth/api/register.ts";
import { useSignup } from "#web/features/auth/api/signup.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { browserTimeZone } from "#web/lib/time-zones.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValidation } from "#web/lib/use-debounced-validation.ts";
import { EmailField, NameField, NewPasswordField } from "./auth-fields.tsx";

/**
 * The simple form's four fields and zone, plus the larger registration's optional company details
 * (spec section 3), checked by the same rules as POST /api/register. A blank team name means the
 * company's name, as on the simple form.
 */
const createTeamFormSchema = signupBodySchema.extend({
  jobTitle: registerBodySchema.shape.jobTitle,
  teamName: optionalText,
  companyAddress: registerBodySchema.shape.companyAddress,
  companySize: z.enum(COMPANY_SIZES),
  industry: optionalText,
  billingEmail: registerBodySchema.shape.billingEmail,
});
type Values = z.input<typeof createTeamFormSchema>;

/**
 * The Create New Team form (spec section 2). With "More about your company" opened it registers
 * through POST /api/register; closed, through the simple sign-up. `onAccountCreated` is called when
 * the account exists but no session was opened (spec section 4), to show the Sign In tab.
 */
export function CreateTeamForm({ onAccountCreated }: { onAccountCreated: () => void }) {
  const navigate = useNavigate();
  const { _ } = useCatalogue("auth");
  const signup = useSignup();
  const registration = useRegister();
  const [more, setMore] = useState(false);
  // The browser's zone is the team's unless the creator picks another (docs/product.md "Time").
  const browserZone = useMemo(() => browserTimeZone(), []);
  const form = useForm<Values, unknown, z.output<typeof createTeamFormSchema>>({
    resolver: zodResolver(createTeamFormSchema),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      companyName: "",
      timeZone: browserZone,
      jobTitle: "",
      teamName: "",
      companyAddress: "",
      companySize: DEFAULT_COMPANY_SIZE,
      industry: DEFAULT_INDUSTRY,
      billingEmail: "",
    },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  useDebouncedValidation(form, 500);
  const { errors } = form.formState;
  const password = form.watch("password");
  const pending = signup.isPending || registration.isPending;
  const failed = (error: unknown) => {
    // The server's dictionary check refuses the password itself: say why under the field.
    if (error instanceof ApiError && error.code === "PASSWORD_TOO_COMMON") {
      form.setError("password", { message: error.serverMessage }, { shouldFocus: true });
    }
    toast({
      title: _("auth.createTeam.failed.title"),
      description:
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : _("auth.createTeam.failed.description"),
      variant: "destructive",
    });
  };

  const teamCreated = (teamName: string) => {
    toast({
      title: _("auth.createTeam.created.title"),
      description: _("auth.createTeam.created.description", { team: teamName }),
      variant: "success",
    });
    navigate("/", { replace: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    const { name, email, password, companyName, timeZone } = values;
    if (!more) {
      signup.mutate(
        { name, email, password, companyName, timeZone },
        { onSuccess: (result) => teamCreated(result.team.name), onError: failed },
      );
      return;
    }
    registration.mutate(
      { ...values, teamName: values.teamName || companyName },
      {
        onSuccess: (result) => {
          if (result.user) return teamCreated(result.team.name);
          toast({
            title: _("auth.createTeam.accountCreated.title"),
            description: _("auth.createTeam.accountCreated.description"),
            variant: "success",
          });
          onAccountCreated();
        },
        onError: failed,
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={_("auth.createTeam.title")}>
      <NameField id="signup-name" error={errors.name?.message} registration={form.register("name")} />
      <EmailField id="signup-email" error={errors.email?.message} registration={form.register("email")} />
      <NewPasswordField
        id="signup-password"
        error={errors.password?.message}
        password={password}
        registration={form.register("password")}
      />
      <FormField id="signup-company" label={_("auth.createTeam.company.label")} error={errors.companyName?.message}>
        {(control) => (
          <Input
            autoComplete="organization"
            placeholder={_("auth.createTeam.company.placeholder")}
            {...control}
            {...form.register("companyName")}
          />
        )}
      </FormField>
      <FormField
        id="signup-time-zone"
        label={_("auth.createTeam.timeZone.label")}
        error={errors.timeZone?.message}
        describedBy="signup-time-zone-hint"
        hint={
          <p id="signup-time-zone-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            {_("auth.createTeam.timeZone.hint")}
          </p>
        }
      >
        {(control) => <TimeZoneSelect include={[browserZone]} {...control} {...form.register("timeZone")} />}
      </FormField>
      <details
        className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
        onToggle={(event) => setMore(event.currentTarget.open)}
      >
        <summary className="cursor-pointer text-sm font-medium">{_("auth.createTeam.more")}</summary>
        <div className="mt-3 grid gap-4">
          <FormField id="signup-job-title" label={_("auth.field.jobTitle.label")} error={errors.jobTitle?.message}>
            {(control) => <Input autoComplete="organization-title" {...control} {...form.register("jobTitle")} />}
          </FormField>
          <FormField
            id="signup-team-name"
            label={_("auth.createTeam.teamName.label")}
            error={errors.teamName?.message}
            describedBy="signup-team-name-hint"
            hint={
              <p id="signup-team-name-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
                {_("auth.createTeam.teamName.hint")}
              </p>
            }
          >
            {(control) => <Input {...control} {...form.register("teamName")} />}
          </FormField>
          <FormField
            id="signup-company-address"
            label={_("auth.createTeam.address.label")}
            error={errors.companyAddress?.message}
          >
            {(control) => <Input autoComplete="street-address" {...control} {...form.register("companyAddress")} />}
          </FormField>
          <FormField
            id="signup-company-size"
            label={_("auth.createTeam.size.label")}
            error={errors.companySize?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("companySize")}>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {_("auth.createTeam.size.option", { size })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="signup-industry" label={_("auth.createTeam.industry.label")} error={errors.industry?.message}>
            {(control) => <Input {...control} {...form.register("industry")} />}
          </FormField>
          <FormField
            id="signup-billing-email"
            label={_("auth.createTeam.billingEmail.label")}
            error={errors.billingEmail?.message}
          >
            {(control) => <Input type="email" autoComplete="email" {...control} {...form.register("billingEmail")} />}
          </FormField>
        </div>
      </details>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? _("auth.createTeam.submitting") : _("auth.createTeam.submit")}
      </Button>
    </form>
  );
}
