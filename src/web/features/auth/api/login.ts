import type { LoginBody } from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { clearSavedApiData } from "#web/lib/offline-cache.ts";
import { STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";

/** POST /api/login. */
export function login(body: LoginBody): Promise<{ user: User }> {
  return apiRequest<{ user: User }>("POST", "/api/login", body);
}

/** Signs in; stores the user, and after 300 ms refreshes every cached query (they belonged to no one). */
export const useLogin = createMutationHook({
  retry: false,
  mutationFn: login,
  onSuccess: ({ user }, _variables, _onMutateResult, { client }) => {
    writeLocal(STORAGE_KEYS.sessionInvalidated, null);
    // Anything a read in flight at the last sign-out saved is not this person's.
    void clearSavedApiData();
    if (!user.onboardingCompleted && !user.hasSeenOnboarding) {
      writeLocal(STORAGE_KEYS.showOnboarding, "true");
      writeLocal(STORAGE_KEYS.newUser, "true");
    }
    client.setQueryData(userKeys.current(), user);
    setTimeout(() => void client.invalidateQueries(), 300);
  },
});
