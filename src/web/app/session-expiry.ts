import type { QueryClient } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";
import { clearLocalSession } from "#web/features/auth/api/logout.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { SESSION_EXPIRED_MESSAGE, setSessionExpiredHandler, setTwoFactorRequiredHandler } from "#web/lib/api-client.ts";
import { i18n } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * A 401 on a path not containing /user or /login (spec sections 4 and 8): clear this tab's session,
 * say 'Session expired - redirecting to login', and go to /auth remembering the page, so signing
 * in again returns to it. Several failing calls at once redirect once. A 403 TWO_FACTOR_REQUIRED
 * reads the user again.
 */
export function handleSessionExpiry(router: ReturnType<typeof createBrowserRouter>, qc: QueryClient): void {
  let redirecting = false;
  setSessionExpiredHandler(() => {
    if (redirecting) return;
    redirecting = true;
    const { pathname, search, hash } = router.state.location;
    clearLocalSession(qc);
    // In the language shown; the page that made the call loaded "common" with its code.
    toast({ title: i18n._(SESSION_EXPIRED_MESSAGE), variant: "warning" });
    void router.navigate("/auth", { replace: true, state: { from: `${pathname}${search}${hash}` } }).finally(() => {
      redirecting = false;
    });
  });
  // The team now requires a second factor: the user read again says so, and the protected layout
  // shows the set-up instead of the page.
  setTwoFactorRequiredHandler(() => void qc.invalidateQueries({ queryKey: userKeys.current() }));
}
