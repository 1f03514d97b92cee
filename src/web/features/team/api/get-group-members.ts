import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupMember } from "#shared/schemas/groups.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/groups/{id}/members: the group's members by name (team_admin). */
export function getGroupMembers(id: string): Promise<GroupMember[]> {
  return apiGet<GroupMember[]>(`/api/team/groups/${encodeURIComponent(id)}/members`);
}

export function groupMembersQueryOptions(id: string) {
  return queryOptions({ queryKey: teamKeys.groupMembers(id), queryFn: () => getGroupMembers(id) });
}

/** A group's members. */
export function useGroupMembers({
  id,
  queryConfig,
}: {
  id: string;
  queryConfig?: QueryConfig<typeof groupMembersQueryOptions>;
}) {
  return useQuery({ ...groupMembersQueryOptions(id), ...queryConfig });
}
