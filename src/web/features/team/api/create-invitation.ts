import type { CreatedInvitation, CreateInvitationBody } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/invitations: answers the code and link once. */
export function createInvitation(body: CreateInvitationBody): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>("POST", "/api/team/invitations", body);
}

/** Creates an invitation; the pending list refreshes. */
export const useCreateInvitation = createMutationHook({
  mutationFn: createInvitation,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.invitations() });
    void client.invalidateQueries({ queryKey: teamKeys.overview() });
  },
});
