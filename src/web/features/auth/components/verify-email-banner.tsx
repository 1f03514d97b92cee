import { Trans } from "@lingui/react";
import { MailWarning, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useSendVerificationEmail } from "../api/send-verification-email.ts";

/** sessionStorage key: the banner stays hidden for the rest of the visit once dismissed. */
const DISMISSED_KEY = "verify-email-banner-dismissed";

function dismissedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage refused (private mode): hidden until the page reloads.
  }
}

/**
 * The app shell's request to confirm one's e-mail address, shown while this server needs it and the
 * person has not (docs/operations.md "Mail limits and e-mail verification"): until then they cannot
 * invite or send test e-mails. "Send the link again" mails a new link; the banner can be dismissed
 * for the rest of the visit.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  const { _ } = useCatalogue("auth");
  const send = useSendVerificationEmail();
  if (dismissed) return null;
  const said = send.isSuccess ? send.data.message : send.isError ? errorMessage(send.error) : null;
  return (
    <section
      aria-label={_("auth.verifyBanner.label")}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6 lg:px-8 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="verify-email-banner"
    >
      <MailWarning className="size-4 shrink-0" aria-hidden="true" />
      {/* At least 16rem, so on a phone the buttons wrap below the text instead of squeezing it. */}
      <p className="min-w-[16rem] flex-1 [overflow-wrap:anywhere]">
        <Trans id="auth.verifyBanner.text" values={{ email }} components={{ 0: <strong className="font-medium" /> }} />{" "}
        <span role="status">{said}</span>
      </p>
      <Button variant="secondary" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? _("auth.sending") : _("auth.verifyBanner.resend")}
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={_("auth.verifyBanner.dismiss")}
        onClick={() => {
          rememberDismissed();
          setDismissed(true);
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
