import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SystemHealth } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** How often the system-health page refreshes itself: every 10 s. */
export const SYSTEM_HEALTH_REFRESH_MS = 10_000;

/** GET /api/admin/system-health. */
export function getSystemHealth(): Promise<SystemHealth> {
  return apiGet<SystemHealth>("/api/admin/system-health");
}

/** The figures, refetched every 10 s while the page is open. */
export function systemHealthQueryOptions() {
  return queryOptions({
    queryKey: platformKeys.systemHealth(),
    queryFn: getSystemHealth,
    staleTime: 0,
    refetchInterval: SYSTEM_HEALTH_REFRESH_MS,
  });
}

export function useSystemHealth({ queryConfig }: { queryConfig?: QueryConfig<typeof systemHealthQueryOptions> } = {}) {
  return useQuery({ ...systemHealthQueryOptions(), ...queryConfig });
}
