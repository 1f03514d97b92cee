import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAnalytics } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** GET /api/admin/analytics?from=&to= (UTC days; empty for the last 30 days). */
export function getAnalytics(from: string, to: string): Promise<AdminAnalytics> {
  const params = new URLSearchParams();
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  return apiGet<AdminAnalytics>(`/api/admin/analytics?${params}`);
}

export function analyticsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: platformKeys.analytics(from, to),
    queryFn: () => getAnalytics(from, to),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(
  from: string,
  to: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof analyticsQueryOptions> } = {},
) {
  return useQuery({ ...analyticsQueryOptions(from, to), ...queryConfig });
}
