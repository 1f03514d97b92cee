import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { platformKeys } from "./platform-keys.ts";

export interface DeleteTeamInput {
  id: string;
  confirmName: string;
}

/** DELETE /api/admin/teams/{id} with the team's name typed. */
export function deleteTeam({ id, confirmName }: DeleteTeamInput): Promise<{ deleted: true; message: string }> {
  return apiRequest("DELETE", `/api/admin/teams/${encodeURIComponent(id)}`, { confirmName });
}

/** Deletes a team; the lists and overview refresh, the deleted team's page is dropped. */
export const useDeleteTeam = createMutationHook({
  mutationFn: deleteTeam,
  onSuccess: (_data, { id }, _onMutateResult, { client }) => {
    client.removeQueries({ queryKey: platformKeys.team(id) });
    void client.invalidateQueries({ queryKey: platformKeys.all });
  },
});
