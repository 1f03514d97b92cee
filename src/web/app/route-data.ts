/**
 * Starting a page's reads before its code asks for them (docs/architecture.md
 * "The client's data layer"). A signed-in first load used to be a chain: the app's code, then the
 * page's chunk, then the session read once the protected layout rendered, then the shell's and the
 * page's reads once they rendered. The session read now starts as the app boots (main.tsx), and
 * route loaders start the shell's and the page's reads as soon as the session is known, while the
 * page's chunk is still on its way.
 *
 * Loaders here never wait and never throw: they return at once, so a slow or offline network still
 * shows the protected layout's own states (loader, "You're offline", the error screen), and a read
 * that fails here is simply read again by the component that needs it.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "#shared/schemas/user.ts";
import { unreadCountQueryOptions } from "#web/features/notifications/api/get-unread-count.ts";
import { teamThemeQueryOptions } from "#web/features/team/api/get-team-theme.ts";
import { currentUserQueryOptions } from "#web/lib/api/user/get-current-user.ts";
import { preferencesQueryOptions } from "#web/lib/api/user/get-preferences.ts";

/**
 * Runs `prefetch` with the signed-in user once the session read (started at boot, or cached) has
 * answered; nothing when signed out or when the read fails, nor while the team requires a second
 * factor they have not set up (the server refuses the page's reads until then). Returns at once.
 */
export function whenSignedIn(qc: QueryClient, prefetch: (user: User) => void): void {
  qc.ensureQueryData(currentUserQueryOptions())
    .then((user) => {
      if (user && !user.twoFactorSetupRequired) prefetch(user);
    })
    .catch(() => {
      // The protected layout shows the failure and offers to try again.
    });
}

/** The protected layout's loader: the shell's reads (preferences; a team's theme and unread count). */
export function prefetchShellData(qc: QueryClient): null {
  whenSignedIn(qc, (user) => {
    void qc.prefetchQuery(preferencesQueryOptions());
    if (!user.teamId) return;
    void qc.prefetchQuery(teamThemeQueryOptions());
    void qc.prefetchQuery(unreadCountQueryOptions());
  });
  return null;
}
