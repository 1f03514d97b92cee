import type { QueryClient } from "@tanstack/react-query";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { clearSavedApiData } from "#web/lib/offline-cache.ts";
import { resetOfflineStatus } from "#web/lib/offline-status.ts";
import { STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";
import { applyTeamTheme } from "#web/lib/team-theme.ts";

/**
 * Clears local session state: onboarding flags, the team's brand theme (the next person may be of
 * another team), every cached query and the service worker's saved API answers (never
 * another person's bookings offline); the user becomes null.
 */
export function clearLocalSession(qc: QueryClient): void {
  applyTeamTheme(null);
  writeLocal(STORAGE_KEYS.showOnboarding, null);
  writeLocal(STORAGE_KEYS.newUser, null);
  writeLocal(STORAGE_KEYS.firstTimeLogin, null);
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== userKeys.all[0] });
  // The next person in this tab must not get these preferences (theme, quick booking).
  qc.removeQueries({ queryKey: userKeys.preferences() });
  qc.setQueryData(userKeys.current(), null);
  resetOfflineStatus();
  void clearSavedApiData();
}

/** POST /api/logout. */
export function logout(): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>("POST", "/api/logout");
}

/** Signs out, then clears local state and signals other tabs (session_invalidated). */
export const useLogout = createMutationHook({
  retry: false,
  mutationFn: logout,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    clearLocalSession(client);
    writeLocal(STORAGE_KEYS.sessionInvalidated, String(Date.now()));
  },
});
