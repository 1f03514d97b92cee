import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { type LoginBody, loginBodySchema, type SecondFactorMethod } from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { useLogin } from "#web/features/auth/api/login.ts";
import { useSignInWithPasskey } from "#web/features/auth/api/sign-in-with-passkey.ts";
import { useStartSso } from "#web/features/auth/api/start-sso.ts";
import { homePathFor } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { returnPathFrom } from "#web/lib/return-path.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValidation } from "#web/lib/use-debounced-validation.ts";
import { EmailField } from "./auth-fields.tsx";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { passkeyError, TwoFactorSignInForm } from "./two-factor-sign-in-form.tsx";

/** The Sign In form (spec section 2). */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { _ } = useCatalogue("auth");
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: "", password: "" },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  useDebouncedValidation(form, 300);
  const email = form.watch("email");
  const password = form.watch("password");
  const { errors } = form.formState;
  // A refusal describes what was sent; once the person edits a field it no longer applies.
  const refused = login.isError && login.variables?.email === email && login.variables?.password === password;

  // The password was right and the account asks for a second factor: its step replaces the form.
  const [secondStep, setSecondStep] = useState<readonly SecondFactorMethod[] | null>(null);
  // Single sign-on (docs/product.md "Single sign-on"): an address at a domain a team has proven goes
  // to that team's provider; the provider's answer comes back here as ?sso= when it did not check out.
  const sso = useStartSso({ mutationConfig: { onSuccess: ({ url }) => window.location.assign(url) } });
  const [params] = useSearchParams();
  const ssoOutcome = params.get("sso");
  const passkey = useSignInWithPasskey({ mutationConfig: { onSuccess: ({ user }) => signedIn(user) } });
  const continueWithSso = async () => {
    if (await form.trigger("email")) sso.mutate({ email: form.getValues("email") });
  };

  const signedIn = (user: User) => {
    toast({
      title: _("auth.login.success.title"),
      description: _("auth.login.success.description"),
      variant: "success",
    });
    // Back to the page asked for (a deep link such as /day?date=...), else the home page.
    navigate(returnPathFrom(location.state) ?? homePathFor(user), { replace: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (result) => {
        if ("user" in result) signedIn(result.user);
        else setSecondStep(result.methods);
      },
      onError: (error) => {
        toast({ title: _("auth.login.failed.title"), description: errorMessage(error), variant: "destructive" });
      },
    });
  });

  if (secondStep) {
    return (
      <TwoFactorSignInForm
        methods={secondStep}
        onSignedIn={signedIn}
        onBack={() => {
          setSecondStep(null);
          login.reset();
          form.setValue("password", "");
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={_("auth.login.form")}>
      <EmailField id="login-email" error={errors.email?.message} registration={form.register("email")} />
      <FormField id="login-password" label={_("auth.field.password.label")} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            autoComplete="current-password"
            placeholder={_("auth.login.password.placeholder")}
            {...control}
            {...form.register("password")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending || !email || !password}>
        {login.isPending ? _("auth.login.submitting") : _("auth.login.submit")}
      </Button>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={sso.isPending || !email}
        onClick={continueWithSso}
      >
        {sso.isPending ? _("auth.sso.starting") : _("auth.sso.continue")}
      </Button>
      {sso.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(sso.error)}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={passkey.isPending}
        onClick={() => passkey.mutate()}
      >
        {passkey.isPending ? _("auth.passkey.waiting") : _("auth.passkey.signIn")}
      </Button>
      {passkey.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {passkeyError(passkey.error, _("auth.passkey.cancelled"))}
        </p>
      ) : null}
      {ssoOutcome === "failed" || ssoOutcome === "disabled" ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {_(ssoOutcome === "failed" ? "auth.sso.failed" : "auth.sso.disabled")}
        </p>
      ) : null}
      <ForgotPasswordDialog />
      {refused ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{errorMessage(login.error)}</span>
        </div>
      ) : null}
    </form>
  );
}
