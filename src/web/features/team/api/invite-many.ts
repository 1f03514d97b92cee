import type { BulkInvitationBody, BulkInvitationResult } from "#shared/schemas/members.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/invitations with `emails`: one result per address (code and link for each invited). */
export function inviteMany(body: BulkInvitationBody): Promise<BulkInvitationResult> {
  return apiRequest<BulkInvitationResult>("POST", "/api/team/invitations", body);
}

/** Invites several addresses at once; the pending list refreshes. */
export const useInviteMany = createMutationHook({
  mutationFn: inviteMany,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.invitations() });
    void client.invalidateQueries({ queryKey: teamKeys.overview() });
  },
});
