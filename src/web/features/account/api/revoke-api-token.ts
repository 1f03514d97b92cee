import type { PersonalToken } from "#shared/schemas/credentials.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** DELETE /api/user/tokens/{id}: the token is refused from the next call on. */
export function revokeApiToken(id: string): Promise<PersonalToken> {
  return apiRequest<PersonalToken>("DELETE", `/api/user/tokens/${encodeURIComponent(id)}`);
}

export const useRevokeApiToken = createMutationHook({
  mutationFn: revokeApiToken,
  invalidates: [accountKeys.tokens()],
});
