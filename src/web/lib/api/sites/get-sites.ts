import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Site } from "#shared/schemas/site.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { siteKeys } from "./site-keys.ts";

/** GET /api/sites: the team's sites (the unnamed one first), each with its floors by level. */
export function getSites(): Promise<Site[]> {
  return apiGet<Site[]>("/api/sites");
}

export function sitesQueryOptions() {
  return queryOptions({ queryKey: siteKeys.list(), queryFn: getSites, staleTime: 30 * 1000 });
}

/** The team's sites and floors. */
export function useSites({ queryConfig }: { queryConfig?: QueryConfig<typeof sitesQueryOptions> } = {}) {
  return useQuery({ ...sitesQueryOptions(), ...queryConfig });
}
