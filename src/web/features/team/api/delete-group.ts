import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/team/groups/{id}: removes a group made here; its members' roles are re-decided. */
export function deleteGroup(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/team/groups/${encodeURIComponent(id)}`);
}

/** Removes a group; the groups and the members refresh. */
export const useDeleteGroup = createMutationHook({
  mutationFn: deleteGroup,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.groups() });
    void client.invalidateQueries({ queryKey: teamKeys.members() });
  },
});
