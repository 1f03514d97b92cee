import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { USER_QUERY_KEY } from "../../../lib/current-user.ts";
import { STORAGE_KEYS, writeLocal } from "../../../lib/storage-keys.ts";

/** Clears local session state: onboarding flags and every cached query; user becomes null. */
export function clearLocalSession(qc: ReturnType<typeof useQueryClient>): void {
  writeLocal(STORAGE_KEYS.showOnboarding, null);
  writeLocal(STORAGE_KEYS.newUser, null);
  writeLocal(STORAGE_KEYS.firstTimeLogin, null);
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  qc.setQueryData(USER_QUERY_KEY, null);
}

/** POST /api/logout, then clears local state and signals other tabs (session_invalidated). */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: boolean }>("POST", "/api/logout"),
    retry: false,
    onSuccess: () => {
      clearLocalSession(qc);
      writeLocal(STORAGE_KEYS.sessionInvalidated, String(Date.now()));
    },
  });
}
