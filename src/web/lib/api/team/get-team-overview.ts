import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamOverview } from "#shared/schemas/team-overview.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team: the team entry (name, trial or plan state, counts, team admins). */
export function getTeamOverview(): Promise<TeamOverview> {
  return apiGet<TeamOverview>("/api/team");
}

/** The team overview query. */
export function teamOverviewQueryOptions() {
  return queryOptions({ queryKey: teamKeys.overview(), queryFn: getTeamOverview });
}

/** The signed-in user's team overview. */
export function useTeamOverview({ queryConfig }: { queryConfig?: QueryConfig<typeof teamOverviewQueryOptions> } = {}) {
  return useQuery({ ...teamOverviewQueryOptions(), ...queryConfig });
}
