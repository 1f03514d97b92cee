import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type MemberSort, NEXT_CURSOR_HEADER } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequestWithHeaders } from "#web/lib/api-client.ts";

export interface MembersFilter {
  q: string;
  sort: MemberSort;
}

/** Members per page of the /team/manage table ("Load more" fetches the next). */
export const MEMBERS_TABLE_PAGE = 50;

/** One page of the members table and the cursor of the next (null on the last page). */
export interface MembersPage {
  items: Member[];
  nextCursor: string | null;
}

/** GET /api/team/members?q=&sort=&limit=&cursor=: one page; the next cursor comes in X-Next-Cursor. */
export async function getTeamMembersPage({ q, sort }: MembersFilter, cursor: string | null): Promise<MembersPage> {
  const params = new URLSearchParams({ sort, limit: String(MEMBERS_TABLE_PAGE) });
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  const { body, headers } = await apiRequestWithHeaders<Member[]>("GET", `/api/team/members?${params}`);
  return { items: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
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
