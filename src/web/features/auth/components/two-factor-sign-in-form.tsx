import { AlertCircle, ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { User } from "#shared/schemas/user.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useCompleteTwoFactorSignIn } from "../api/complete-two-factor-sign-in.ts";

/** Refusals after which the code step cannot go on: the sign-in starts again from the password. */
const CHALLENGE_OVER: ReadonlySet<string> = new Set(["TWO_FACTOR_EXPIRED", "TWO_FACTOR_LOCKED"]);

/**
 * The second step of a sign-in whose account asks for a second factor (docs/decisions/0029): the
 * authenticator app's code, or a backup code, and whether to trust this browser for 30 days.
 */
export function TwoFactorSignInForm({ onSignedIn, onBack }: { onSignedIn: (user: User) => void; onBack: () => void }) {
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
      {complete.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{errorMessage(complete.error)}</span>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" size="inline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {_("auth.twoFactor.back")}
        </Button>
        <Button variant="link" size="inline" onClick={switchMethod}>
          {method === "totp" ? _("auth.twoFactor.useBackup") : _("auth.twoFactor.useApp")}
        </Button>
      </div>
    </form>
  );
}
