import type { CreatedInvitation } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/invitations/{id}/resend: a new code and expiry; the old code stops working. */
export function resendInvitation(id: string): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>("POST", `/api/team/invitations/${encodeURIComponent(id)}/resend`);
}

/** Resends an invitation; the pending list refreshes (new expiry). */
export const useResendInvitation = createMutationHook({
  mutationFn: resendInvitation,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.invitations() });
  },
});
