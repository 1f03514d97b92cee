import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberSort } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

export interface MembersFilter {
  q: string;
  sort: MemberSort;
}

/** GET /api/team/members?q=&sort=: the members table of /team/manage. */
export function getTeamMembers({ q, sort }: MembersFilter): Promise<Member[]> {
  const params = new URLSearchParams({ sort });
  if (q.trim()) params.set("q", q.trim());
  return apiGet<Member[]>(`/api/team/members?${params}`);
}

/** The searched and sorted members query; under teamKeys.members(), so member changes refresh it. */
export function teamMembersQueryOptions(filter: MembersFilter) {
  return queryOptions({
    queryKey: [...teamKeys.members(), filter] as const,
    queryFn: () => getTeamMembers(filter),
    placeholderData: keepPreviousData,
  });
}

/** Members matching the search, in the chosen order. */
export function useTeamMembers(
  filter: MembersFilter,
  { queryConfig }: { queryConfig?: QueryConfig<typeof teamMembersQueryOptions> } = {},
) {
  return useQuery({ ...teamMembersQueryOptions(filter), ...queryConfig });
}
