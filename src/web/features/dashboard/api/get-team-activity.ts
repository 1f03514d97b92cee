import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/** GET /api/team/activity?limit=: the team's latest changes as sentences, newest first. */
export function getTeamActivity(limit: number): Promise<ActivityItem[]> {
  return apiGet<ActivityItem[]>(`/api/team/activity?limit=${limit}`);
}

/** The activity query; every change (bookings, offices, members) can add a line, so any of them refreshes it. */
export function teamActivityQueryOptions(limit = 5) {
  return queryOptions({
    queryKey: dashboardKeys.activity(limit),
    queryFn: () => getTeamActivity(limit),
    meta: { dependsOn: ["bookings", "offices", "team"] },
  });
}

/** The team's recent activity (the home page's team-activity widget). */
export function useTeamActivity({
  limit = 5,
  queryConfig,
}: {
  limit?: number;
  queryConfig?: QueryConfig<typeof teamActivityQueryOptions>;
} = {}) {
  return useQuery({ ...teamActivityQueryOptions(limit), ...queryConfig });
}
