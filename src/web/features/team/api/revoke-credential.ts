import type { Credential } from "#shared/schemas/credentials.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/team/credentials/{id}: the token is refused from the next call on. */
export function revokeCredential(credential: Pick<Credential, "id" | "kind">): Promise<Credential> {
  return apiRequest<Credential>("DELETE", `/api/team/credentials/${encodeURIComponent(credential.id)}`);
}

/** Revokes a token; the list of its kind refreshes. */
export const useRevokeCredential = createMutationHook({
  mutationFn: revokeCredential,
  onSettled: (_data, _error, variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.credentials(variables.kind) });
  },
});
