import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Analytics, AnalyticsFigure, AnalyticsQuery } from "#shared/schemas/analytics.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { analyticsKeys } from "./analytics-keys.ts";

function params(query: AnalyticsQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (query.from) p.set("from", query.from);
  if (query.to) p.set("to", query.to);
  if (query.officeId) p.set("officeId", query.officeId);
  return p;
}

/** GET /api/team/analytics: every figure for local days from..to (team zone), optionally one office. */
export function getAnalytics(query: AnalyticsQuery): Promise<Analytics> {
  return apiGet<Analytics>(`/api/team/analytics?${params(query)}`);
}

/** The address of GET /api/team/analytics.csv for one figure (a download link; the cookie signs it in). */
export function analyticsCsvUrl(query: AnalyticsQuery, figure: AnalyticsFigure): string {
  const p = params(query);
  p.set("figure", figure);
  return `/api/team/analytics.csv?${p}`;
}

/** The analytics query; refreshed when bookings or offices change (meta.dependsOn). */
export function analyticsQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.figures(query),
    queryFn: () => getAnalytics(query),
    placeholderData: keepPreviousData,
    meta: { dependsOn: ["bookings", "offices"] },
  });
}

/** Every analytics figure for the range and office. */
export function useAnalytics(
  query: AnalyticsQuery,
  { queryConfig }: { queryConfig?: QueryConfig<typeof analyticsQueryOptions> } = {},
) {
  return useQuery({ ...analyticsQueryOptions(query), ...queryConfig });
}
