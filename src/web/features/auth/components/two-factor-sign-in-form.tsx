import { AlertCircle, ArrowLeft, KeyRound } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import type { SecondFactorMethod } from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useCompleteTwoFactorSignIn } from "../api/complete-two-factor-sign-in.ts";
import { useSignInWithPasskey } from "../api/sign-in-with-passkey.ts";

/** Refusals after which the code step cannot go on: the sign-in starts again from the password. */
const CHALLENGE_OVER: ReadonlySet<string> = new Set(["TWO_FACTOR_EXPIRED", "TWO_FACTOR_LOCKED"]);

/**
 * A passkey sign-in's refusal in words: the server's, or `cancelled` when the browser's chooser was
 * closed or timed out (WebAuthn's NotAllowedError, which says nothing more).
 */
export function passkeyError(error: unknown, cancelled: string): string {
  return error instanceof Error && error.name === "NotAllowedError" ? cancelled : errorMessage(error);
}

/** A refusal under the second step's controls. */
function StepError({ children }: { children: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

/**
 * The second step of a sign-in whose account asks for a second factor (docs/decisions/0029), with
 * the `methods` the account has: the authenticator app's code or a backup code (and whether to trust
 * this browser for 30 days), and a passkey, which opens the session by itself.
 */
export function TwoFactorSignInForm({
  methods,
  onSignedIn,
  onBack,
}: {
  methods: readonly SecondFactorMethod[];
  onSignedIn: (user: User) => void;
  onBack: () => void;
}) {
  const { _ } = useCatalogue("auth");
  const passkey = useSignInWithPasskey({ mutationConfig: { onSuccess: ({ user }) => onSignedIn(user) } });
  const passkeyButton = (label: string) => (
    <Button
      type="button"
      variant={methods.includes("totp") ? "secondary" : "default"}
      size="lg"
      className="w-full"
      disabled={passkey.isPending}
      onClick={() => passkey.mutate()}
    >
      <KeyRound aria-hidden="true" />
      {passkey.isPending ? _("auth.passkey.waiting") : label}
    </Button>
  );
  const passkeyRefusal = passkey.error ? (
    <StepError>{passkeyError(passkey.error, _("auth.passkey.cancelled"))}</StepError>
  ) : null;
  const back = (
    <Button variant="link" size="inline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {_("auth.twoFactor.back")}
    </Button>
  );
  if (!methods.includes("totp")) {
    return (
      <section className="grid gap-4" aria-label={_("auth.twoFactor.form")}>
        <div className="grid gap-1">
          <h2 className="text-base font-semibold">{_("auth.twoFactor.title")}</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("auth.twoFactor.passkey.description")}</p>
        </div>
        {passkeyButton(_("auth.twoFactor.passkey.use"))}
        {passkeyRefusal}
        <div className="text-sm">{back}</div>
      </section>
    );
  }
  return (
    <CodeStep
      onSignedIn={onSignedIn}
      onBack={onBack}
      back={back}
      passkey={
        methods.includes("passkey") ? (
          <>
            {passkeyButton(_("auth.twoFactor.passkey.instead"))}
            {passkeyRefusal}
          </>
        ) : null
      }
    />
  );
}

/** The authenticator app's code or a backup code; `passkey` is the way to use one instead, if any. */
function CodeStep({
  onSignedIn,
  onBack,
  back,
  passkey,
}: {
  onSignedIn: (user: User) => void;
  onBack: () => void;
  back: ReactNode;
  passkey: ReactNode;
}) {
  const { _ } = useCatalogue("auth");
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const complete = useCompleteTwoFactorSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete.mutate(
      { method, code: code.replace(/\s+/g, ""), trustDevice },
      {
        onSuccess: ({ user }) => onSignedIn(user),
        onError: (error) => {
          // The challenge is over (expired, or too many wrong codes): back to the password, saying why.
          if (error instanceof ApiError && CHALLENGE_OVER.has(error.code)) {
            toast({ title: _("auth.login.failed.title"), description: errorMessage(error), variant: "destructive" });
            onBack();
          }
        },
      },
    );
  };
  const switchMethod = () => {
    setMethod(method === "totp" ? "backup" : "totp");
    setCode("");
    complete.reset();
  };
  const fieldId = method === "totp" ? "two-factor-code" : "two-factor-backup-code";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={_("auth.twoFactor.form")}>
      <div className="grid gap-1">
        <h2 className="text-base font-semibold">{_("auth.twoFactor.title")}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {method === "totp" ? _("auth.twoFactor.totp.description") : _("auth.twoFactor.backup.description")}
        </p>
      </div>
      <FormField
        key={method}
        id={fieldId}
        label={method === "totp" ? _("auth.twoFactor.code.label") : _("auth.twoFactor.backup.label")}
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode={method === "totp" ? "numeric" : "text"}
            autoComplete={method === "totp" ? "one-time-code" : "off"}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={method === "totp" ? 7 : 32}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 rounded border-zinc-300 accent-indigo-600"
        />
        {_("auth.twoFactor.trust")}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={complete.isPending || code.trim() === ""}>
        {complete.isPending ? _("auth.twoFactor.submitting") : _("auth.twoFactor.submit")}
      </Button>
      {complete.isError ? <StepError>{errorMessage(complete.error)}</StepError> : null}
      {passkey}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {back}
        <Button variant="link" size="inline" onClick={switchMethod}>
          {method === "totp" ? _("auth.twoFactor.useBackup") : _("auth.twoFactor.useApp")}
        </Button>
      </div>
    </form>
  );
}
