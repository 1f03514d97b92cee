import type { AuthResult, JoinTeamBody } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** POST /api/auth/join-team: joins by invitation code. */
export function joinTeam(body: JoinTeamBody): Promise<AuthResult> {
  return apiRequest<AuthResult>("POST", "/api/auth/join-team", body);
}

/** Joins a team; the new member is signed in. */
export const useJoinTeam = createMutationHook({
  retry: false,
  mutationFn: joinTeam,
  onSuccess: (result, _variables, _onMutateResult, { client }) => {
    storeAuthResult(client, result);
  },
});
