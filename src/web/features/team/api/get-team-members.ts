import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { MemberSort } from "#shared/schemas/members.ts";
import { getMembersPage, type MembersPage } from "#web/lib/api/team/get-members.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";

export interface MembersFilter {
  q: string;
  sort: MemberSort;
}

/** Members per page of the /team/manage table ("Load more" fetches the next). */
export const MEMBERS_TABLE_PAGE = 50;

/** GET /api/team/members: one page of the table and the cursor of the next. */
export function getTeamMembersPage({ q, sort }: MembersFilter, cursor: string | null): Promise<MembersPage> {
  return getMembersPage({ q, sort, limit: MEMBERS_TABLE_PAGE }, cursor);
}

/** The searched and sorted members pages; under teamKeys.members(), so member changes refresh them. */
export function teamMembersQueryOptions(filter: MembersFilter) {
  return infiniteQueryOptions({
    queryKey: [...teamKeys.members(), "pages", filter] as const,
    queryFn: ({ pageParam }) => getTeamMembersPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** Members matching the search, in the chosen order, page by page. */
export function useTeamMembers(filter: MembersFilter) {
  return useInfiniteQuery(teamMembersQueryOptions(filter));
}
