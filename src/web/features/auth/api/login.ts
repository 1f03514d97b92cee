import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginBody } from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { clearSavedApiData } from "#web/lib/offline-cache.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";

/** POST /api/login. */
export function login(body: LoginBody): Promise<{ user: User }> {
  return apiRequest<{ user: User }>("POST", "/api/login", body);
}

/** Signs in; stores the user, and after 300 ms refreshes every cached query (they belonged to no one). */
export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<{ user: User }, LoginBody> } = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: login,
    onSuccess: (result, ...rest) => {
      const { user } = result;
      writeLocal(STORAGE_KEYS.sessionInvalidated, null);
      // Anything a read in flight at the last sign-out saved is not this person's.
      void clearSavedApiData();
      if (!user.onboardingCompleted && !user.hasSeenOnboarding) {
        writeLocal(STORAGE_KEYS.showOnboarding, "true");
        writeLocal(STORAGE_KEYS.newUser, "true");
      }
      qc.setQueryData(userKeys.current(), user);
      setTimeout(() => void qc.invalidateQueries(), 300);
      return onSuccess?.(result, ...rest);
    },
  });
}
