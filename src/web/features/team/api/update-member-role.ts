import type { UpdateMemberRoleBody } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

type Variables = { id: string } & UpdateMemberRoleBody;

/** PATCH /api/team/members/{id}: a member's new role (team_admin). */
export function updateMemberRole({ id, role }: Variables): Promise<Member> {
  return apiRequest<Member>("PATCH", `/api/team/members/${encodeURIComponent(id)}`, { role });
}

/** Changes a member's role; the members list refreshes. */
export const useUpdateMemberRole = createMutationHook({
  mutationFn: updateMemberRole,
  onSettled: (_data, _error, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.members() });
    void client.invalidateQueries({ queryKey: teamKeys.overview() });
  },
});
