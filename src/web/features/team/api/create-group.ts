import type { CreateGroupBody, Group } from "#shared/schemas/groups.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/groups: a new group with no members. */
export function createGroup(body: CreateGroupBody): Promise<Group> {
  return apiRequest<Group>("POST", "/api/team/groups", body);
}

/** Makes a group; the groups list refreshes. */
export const useCreateGroup = createMutationHook({
  mutationFn: createGroup,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.groups() });
  },
});
