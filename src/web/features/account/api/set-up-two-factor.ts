import type { ConfirmPasswordBody, TwoFactorSetup } from "#shared/schemas/account.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/user/two-factor/setup: a new authenticator secret and backup codes, not yet asked for at sign-in. */
export function setUpTwoFactor(body: ConfirmPasswordBody): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>("POST", "/api/user/two-factor/setup", body);
}

/** The first step of turning two-factor authentication on; nothing cached changes until it is confirmed. */
export const useSetUpTwoFactor = createMutationHook({ mutationFn: setUpTwoFactor });
