import type { ConfirmPasswordBody, TwoFactorStatus } from "#shared/schemas/account.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/user/two-factor/disable: sign-in stops asking for a code; trusted browsers are forgotten. */
export function disableTwoFactor(body: ConfirmPasswordBody): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>("POST", "/api/user/two-factor/disable", body);
}

/** Turns two-factor authentication off; the state and the user are read again. */
export const useDisableTwoFactor = createMutationHook({
  mutationFn: disableTwoFactor,
  invalidates: [accountKeys.twoFactor(), userKeys.current()],
});
