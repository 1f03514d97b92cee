import type { Passkey } from "#shared/schemas/passkeys.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** DELETE /api/user/passkeys/{id}: the passkey stops signing the person in. */
export function removePasskey(id: string): Promise<Passkey[]> {
  return apiRequest<Passkey[]>("DELETE", `/api/user/passkeys/${encodeURIComponent(id)}`);
}

export const useRemovePasskey = createMutationHook({
  mutationFn: removePasskey,
  // The user's `twoFactorSetupRequired` counts passkeys (docs/decisions/0029).
  invalidates: [accountKeys.passkeys(), userKeys.current()],
});
