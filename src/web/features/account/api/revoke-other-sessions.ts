import type { RevokeOthersResult } from "#shared/schemas/account.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/user/sessions/revoke-others: signs out every session but this one. */
export function revokeOtherSessions(): Promise<RevokeOthersResult> {
  return apiRequest<RevokeOthersResult>("POST", "/api/user/sessions/revoke-others");
}

/** "Sign out other sessions"; the sessions list is read again afterwards. */
export const useRevokeOtherSessions = createMutationHook({
  mutationFn: revokeOtherSessions,
  onSuccess: (_data, _variables, _onMutateResult, { client }) =>
    client.invalidateQueries({ queryKey: accountKeys.sessions() }),
});
