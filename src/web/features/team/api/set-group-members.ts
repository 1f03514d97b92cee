import type { GroupMember, SetGroupMembersBody } from "#shared/schemas/groups.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

type Variables = { id: string } & SetGroupMembersBody;

/** PUT /api/team/groups/{id}/members: the group's members, all of them. */
export function setGroupMembers({ id, userIds }: Variables): Promise<GroupMember[]> {
  return apiRequest<GroupMember[]>("PUT", `/api/team/groups/${encodeURIComponent(id)}/members`, { userIds });
}

/** Sets a group's members; the group, its counts and the members (whose roles may move) refresh. */
export const useSetGroupMembers = createMutationHook({
  mutationFn: setGroupMembers,
  onSettled: (_data, _error, variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.groupMembers(variables.id) });
    void client.invalidateQueries({ queryKey: teamKeys.groups() });
    void client.invalidateQueries({ queryKey: teamKeys.members() });
  },
});
