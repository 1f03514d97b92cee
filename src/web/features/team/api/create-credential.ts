import type { CreateCredentialBody, CreatedCredential } from "#shared/schemas/credentials.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/credentials: a new token, answered this once with its secret. */
export function createCredential(body: CreateCredentialBody): Promise<CreatedCredential> {
  return apiRequest<CreatedCredential>("POST", "/api/team/credentials", body);
}

/** Makes a token; the list of its kind refreshes. */
export const useCreateCredential = createMutationHook({
  mutationFn: createCredential,
  onSettled: (_data, _error, variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.credentials(variables.kind) });
  },
});
