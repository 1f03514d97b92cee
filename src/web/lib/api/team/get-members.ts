import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER } from "#shared/constants.ts";
import type { MemberSort } from "#shared/schemas/members.ts";
import type { Member } from "#shared/schemas/team.ts";
import { apiRequestWithHeaders } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { teamKeys } from "./team-keys.ts";

/** One page of members and the cursor of the next (null on the last page). */
export interface MembersPage {
  items: Member[];
  nextCursor: string | null;
}

/**
 * GET /api/team/members?q=&sort=&limit=&cursor=: one page of the team's members matching `q` (name,
 * job title, department; e-mail for admins) in `sort` order; the next cursor comes in X-Next-Cursor.
 * Never the whole team: a team of thousands answers a page at a time.
 */
export async function getMembersPage(
  { q, sort, limit }: { q: string; sort: MemberSort; limit: number },
  cursor: string | null = null,
): Promise<MembersPage> {
  const params = new URLSearchParams({ sort, limit: String(limit) });
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  const { body, headers } = await apiRequestWithHeaders<Member[]>("GET", `/api/team/members?${params}`);
  return { items: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** Members a picker offers at once: a search narrows a larger team to these. */
export const MEMBER_PICKER_PAGE = 50;

/** The first MEMBER_PICKER_PAGE members by name matching `q` (under teamKeys.members(), so member changes refresh it). */
export function memberSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...teamKeys.members(), "search", q.trim()] as const,
    queryFn: () => getMembersPage({ q, sort: "name", limit: MEMBER_PICKER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** Members whose name (job title, department; e-mail for admins) contains `q`, first page by name. */
export function useMemberSearch({
  q,
  queryConfig,
}: {
  q: string;
  queryConfig?: QueryConfig<typeof memberSearchQueryOptions>;
}) {
  return useQuery({ ...memberSearchQueryOptions(q), ...queryConfig });
}
