import type { EnableTwoFactorBody, TwoFactorStatus } from "#shared/schemas/account.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/user/two-factor/enable: the app's code confirms the secret; sign-in asks for codes from now on. */
export function enableTwoFactor(body: EnableTwoFactorBody): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>("POST", "/api/user/two-factor/enable", body);
}

/** Confirms the authenticator; the state, the user and the sessions (the session was renewed) are read again. */
export const useEnableTwoFactor = createMutationHook({
  mutationFn: enableTwoFactor,
  invalidates: [accountKeys.twoFactor(), userKeys.current(), accountKeys.sessions()],
});
