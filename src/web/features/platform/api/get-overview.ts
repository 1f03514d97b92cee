import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** GET /api/admin/overview: the platform at a glance (super admin). */
export function getOverview(): Promise<AdminOverview> {
  return apiGet<AdminOverview>("/api/admin/overview");
}

/** The overview query; refreshed every minute while shown. */
export function overviewQueryOptions() {
  return queryOptions({ queryKey: platformKeys.overview(), queryFn: getOverview, staleTime: 60_000 });
}

export function useOverview({ queryConfig }: { queryConfig?: QueryConfig<typeof overviewQueryOptions> } = {}) {
  return useQuery({ ...overviewQueryOptions(), ...queryConfig });
}
