import type { QueryClient } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";
import { clearLocalSession } from "#web/features/auth/api/logout.ts";
import { setSessionExpiredHandler } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";

const SESSION_EXPIRED = "Session expired - redirecting to login";

/**
 * A 401 on a path not containing /user or /login (spec sections 4 and 8): clear this tab's session,
 * say 'Session expired - redirecting to login', and go to /auth remembering the page, so signing
 * in again returns to it. Several failing calls at once redirect once.
 */
export function handleSessionExpiry(router: ReturnType<typeof createBrowserRouter>, qc: QueryClient): void {
  let redirecting = false;
  setSessionExpiredHandler(() => {
    if (redirecting) return;
    redirecting = true;
    const { pathname, search, hash } = router.state.location;
    clearLocalSession(qc);
    toast({ title: SESSION_EXPIRED, variant: "warning" });
    void router.navigate("/auth", { replace: true, state: { from: `${pathname}${search}${hash}` } }).finally(() => {
      redirecting = false;
    });
  });
}
