import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminTeamSummary, AdminTeamsQuery } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { platformKeys } from "./platform-keys.ts";

export interface TeamsPage {
  teams: AdminTeamSummary[];
  nextCursor: string | null;
}

/** GET /api/admin/teams: one page of teams matching `query`. */
export function getTeams(query: AdminTeamsQuery): Promise<TeamsPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return apiGet<TeamsPage>(`/api/admin/teams?${params}`);
}

/** Teams page by page (Load more follows `nextCursor`). */
export function teamsQueryOptions(query: Omit<AdminTeamsQuery, "cursor">) {
  return infiniteQueryOptions({
    queryKey: platformKeys.teamList(query),
    queryFn: ({ pageParam }) => getTeams({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useTeams(query: Omit<AdminTeamsQuery, "cursor">) {
  return useInfiniteQuery(teamsQueryOptions(query));
}
