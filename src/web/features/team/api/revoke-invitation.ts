import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/team/invitations/{id}: the invitation's code stops working. */
export function revokeInvitation(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/team/invitations/${encodeURIComponent(id)}`);
}

/** Revokes an invitation; the pending list refreshes. */
export const useRevokeInvitation = createMutationHook({
  mutationFn: revokeInvitation,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.invitations() });
    void client.invalidateQueries({ queryKey: teamKeys.overview() });
  },
});
