import type { Group, UpdateGroupBody } from "#shared/schemas/groups.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

type Variables = { id: string } & UpdateGroupBody;

/** PATCH /api/team/groups/{id}: a new name, or the role the group grants (its members' roles follow). */
export function updateGroup({ id, ...body }: Variables): Promise<Group> {
  return apiRequest<Group>("PATCH", `/api/team/groups/${encodeURIComponent(id)}`, body);
}

/** Changes a group; the groups and the members (whose roles may move) refresh. */
export const useUpdateGroup = createMutationHook({
  mutationFn: updateGroup,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.groups() });
    void client.invalidateQueries({ queryKey: teamKeys.members() });
  },
});
