import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "../../../../shared/schemas/dashboard.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/dashboard/stats. */
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: ["/api/dashboard/stats"],
  queryFn: () => apiGet<DashboardStats>("/api/dashboard/stats"),
});

/** Quick stats of the team. */
export function useDashboardStats(enabled = true) {
  return useQuery({ ...dashboardStatsQueryOptions, enabled });
}
