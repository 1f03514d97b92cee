import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Health } from "#shared/schemas/dashboard.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { healthKeys } from "./health-keys.ts";

/**
 * GET /api/health: status, version and the server's public address (APP_URL). Shared by every
 * feature (so it lives outside features/). A degraded server answers 503, which this throws.
 */
export function getHealth(): Promise<Health> {
  return apiGet<Health>("/api/health");
}

/** Read once per page load: APP_URL and the version change only with a restart. */
export function healthQueryOptions() {
  return queryOptions({ queryKey: healthKeys.current(), queryFn: getHealth, staleTime: Number.POSITIVE_INFINITY });
}

/** The server's health and public address. */
export function useHealth({ queryConfig }: { queryConfig?: QueryConfig<typeof healthQueryOptions> } = {}) {
  return useQuery({ ...healthQueryOptions(), ...queryConfig });
}
