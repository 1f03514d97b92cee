import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateMemberRoleBody } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

type Variables = { id: string } & UpdateMemberRoleBody;

/** PATCH /api/team/members/{id}: a member's new role (team_admin). */
export function updateMemberRole({ id, role }: Variables): Promise<Member> {
  return apiRequest<Member>("PATCH", `/api/team/members/${encodeURIComponent(id)}`, { role });
}

/** Changes a member's role; the members list refreshes. */
export function useUpdateMemberRole({ mutationConfig }: { mutationConfig?: MutationConfig<Member, Variables> } = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateMemberRole,
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: teamKeys.members() });
      void qc.invalidateQueries({ queryKey: teamKeys.overview() });
      return onSettled?.(...args);
    },
  });
}
