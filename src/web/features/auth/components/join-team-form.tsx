import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Lock, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { INVITE_CODE_MIN_LENGTH } from "#shared/constants.ts";
import { emailSchema, joinTeamBodySchema } from "#shared/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useJoinTeam } from "#web/features/auth/api/join-team.ts";
import { useValidateInvite } from "#web/features/auth/api/validate-invite.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { showInvitingTeamLanguage, useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValidation } from "#web/lib/use-debounced-validation.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { NameField, NewPasswordField } from "./auth-fields.tsx";

type Values = z.input<typeof joinTeamBodySchema>;

/** The Join Existing Team form (spec section 2); the invite code is checked live. */
export function JoinTeamForm({ initialCode = "" }: { initialCode?: string }) {
  const navigate = useNavigate();
  const { _ } = useCatalogue("auth");
  const join = useJoinTeam();
  const form = useForm<Values, unknown, z.output<typeof joinTeamBodySchema>>({
    resolver: zodResolver(joinTeamBodySchema),
    defaultValues: { inviteCode: initialCode, name: "", email: "", password: "", jobTitle: "", department: "" },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  useDebouncedValidation(form, 500);
  const { errors } = form.formState;
  const [code, name, email, password] = form.watch(["inviteCode", "name", "email", "password"]);
  const trimmedCode = (code ?? "").trim();
  const debouncedCode = useDebouncedValue(trimmedCode, trimmedCode === initialCode.trim() ? 0 : 300);
  const checkCode = debouncedCode === trimmedCode ? trimmedCode : "";
  const invite = useValidateInvite({ code: checkCode });
  const longEnough = trimmedCode.length >= INVITE_CODE_MIN_LENGTH;
  const checking = longEnough && (checkCode !== trimmedCode || invite.isFetching);
  const result = longEnough && !checking ? invite.data : undefined;
  const valid = result?.valid === true;
  const invitedEmail = result?.valid ? result.invite.email : null;
  const teamName = result?.valid ? result.invite.teamName : null;
  const teamLanguage = result?.valid ? result.invite.language : null;

  const toastedFor = useRef<string | null>(null);
  useEffect(() => {
    if (invitedEmail && teamName && teamLanguage) {
      form.setValue("email", invitedEmail, { shouldValidate: true });
      if (toastedFor.current !== trimmedCode) {
        toastedFor.current = trimmedCode;
        // The inviting team's language first, so its welcome reads in it too.
        void showInvitingTeamLanguage(teamLanguage).then(() =>
          toast({
            title: _("auth.joinTeam.invited.title"),
            description: _("auth.joinTeam.invited.description", { team: teamName }),
            variant: "success",
          }),
        );
      }
    }
  }, [invitedEmail, teamName, teamLanguage, trimmedCode, form, _]);

  const emailValid = !!email && emailSchema.safeParse(email).success;

  const onSubmit = form.handleSubmit((values) => {
    const body = {
      ...values,
      jobTitle: values.jobTitle ? values.jobTitle : undefined,
      department: values.department ? values.department : undefined,
    };
    join.mutate(body, {
      onSuccess: (res) => {
        toast({
          title: _("auth.joinTeam.joined.title"),
          description: _("auth.joinTeam.joined.description", { team: res.team.name }),
          variant: "success",
        });
        navigate("/", { replace: true });
      },
      onError: (error) => {
        // The server's dictionary check refuses the password itself: say why under the field.
        if (error instanceof ApiError && error.code === "PASSWORD_TOO_COMMON") {
          form.setError("password", { message: error.serverMessage }, { shouldFocus: true });
        }
        toast({
          title: _("auth.joinTeam.failed.title"),
          description:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : _("auth.joinTeam.failed.description"),
          variant: "destructive",
        });
      },
    });
  });

  const disabled = join.isPending || !valid || !name?.trim() || !email?.trim() || !password;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={_("auth.joinTeam.title")}>
      <FormField
        id="join-code"
        label={_("auth.joinTeam.code.label")}
        error={errors.inviteCode?.message}
        describedBy="join-code-status"
        hint={
          <div id="join-code-status" aria-live="polite" className="min-h-5 text-sm">
            {checking ? (
              <span className="flex items-center gap-2 text-zinc-600 dark:text-zinc-400">
                <Spinner /> {_("auth.joinTeam.code.checking")}
              </span>
            ) : result?.valid ? (
              <span className="flex items-center gap-2 text-emerald-700 dark:text-emerald-400">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {_("auth.joinTeam.code.valid", { team: result.invite.teamName })}
              </span>
            ) : result && !result.valid ? (
              <span className="flex items-center gap-2 text-red-700 dark:text-red-400">
                <XCircle className="size-4" aria-hidden="true" />
                {"errorId" in result ? _(result.errorId) : result.error}
              </span>
            ) : null}
          </div>
        }
      >
        {(control) => (
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder={_("auth.joinTeam.code.placeholder")}
            className="font-mono tracking-wide"
            {...control}
            aria-invalid={control["aria-invalid"] ?? (result && !result.valid ? true : undefined)}
            {...form.register("inviteCode")}
          />
        )}
      </FormField>
      <NameField id="join-name" error={errors.name?.message} registration={form.register("name")} />
      <FormField
        id="join-email"
        label={_("auth.joinTeam.email.label")}
        error={errors.email?.message}
        hint={
          emailValid && !errors.email ? (
            <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {_("auth.joinTeam.email.valid")}
            </p>
          ) : null
        }
      >
        {(control) => (
          <div className="relative">
            <Input
              type="email"
              autoComplete="email"
              placeholder={_("auth.field.email.placeholder")}
              readOnly={!!invitedEmail}
              className={invitedEmail ? "pr-9" : undefined}
              {...control}
              {...form.register("email")}
            />
            {invitedEmail ? <Lock className="absolute top-3 right-3 size-4 text-zinc-500" aria-hidden="true" /> : null}
          </div>
        )}
      </FormField>
      <NewPasswordField
        id="join-password"
        error={errors.password?.message}
        password={password ?? ""}
        registration={form.register("password")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="join-job-title" label={_("auth.field.jobTitle.label")} error={errors.jobTitle?.message}>
          {(control) => <Input autoComplete="organization-title" {...control} {...form.register("jobTitle")} />}
        </FormField>
        <FormField id="join-department" label={_("auth.joinTeam.department.label")} error={errors.department?.message}>
          {(control) => <Input {...control} {...form.register("department")} />}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {join.isPending ? _("auth.joinTeam.submitting") : _("auth.joinTeam.submit")}
      </Button>
    </form>
  );
}
