import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Series } from "#shared/schemas/series.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { seriesKeys } from "./series-keys.ts";

/** GET /api/series: the signed-in user's series, or (scope "team", managers) the team's. */
export function getSeriesList(scope: "mine" | "team"): Promise<Series[]> {
  return apiGet<Series[]>(scope === "team" ? "/api/series?scope=team" : "/api/series");
}

export function seriesListQueryOptions(scope: "mine" | "team" = "mine") {
  return queryOptions({
    queryKey: seriesKeys.list(scope),
    queryFn: () => getSeriesList(scope),
    // A booking change (a cancelled or moved occurrence) changes next dates and counts.
    meta: { dependsOn: ["bookings", "offices"] },
  });
}

/** The series list. */
export function useSeriesList({
  scope = "mine",
  queryConfig,
}: {
  scope?: "mine" | "team";
  queryConfig?: QueryConfig<typeof seriesListQueryOptions>;
} = {}) {
  return useQuery({ ...seriesListQueryOptions(scope), ...queryConfig });
}
