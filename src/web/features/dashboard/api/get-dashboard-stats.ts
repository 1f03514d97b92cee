import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "#shared/schemas/dashboard.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/** GET /api/dashboard/stats: the team's booking, active office and member counts. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiGet<DashboardStats>("/api/dashboard/stats");
}

/** The stats query; it counts bookings, offices and members, so a change to any of them refreshes it. */
export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: getDashboardStats,
    meta: { dependsOn: ["bookings", "offices", "team"] },
  });
}

/** Quick stats of the team. */
export function useDashboardStats({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof dashboardStatsQueryOptions>;
} = {}) {
  return useQuery({ ...dashboardStatsQueryOptions(), ...queryConfig });
}
