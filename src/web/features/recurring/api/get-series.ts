import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeriesDetail } from "#shared/schemas/series.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { seriesKeys } from "./series-keys.ts";

/** GET /api/series/{id}: one series with its occurrences (403 for a colleague's, unless a manager). */
export function getSeries(id: string): Promise<SeriesDetail> {
  return apiGet<SeriesDetail>(`/api/series/${encodeURIComponent(id)}`);
}

export function seriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: seriesKeys.detail(id),
    queryFn: () => getSeries(id),
    meta: { dependsOn: ["bookings", "offices"] },
  });
}

/** One series by id; `enabled` false until it is wanted. */
export function useSeries({ id, enabled = true }: { id: string; enabled?: boolean }) {
  return useQuery({ ...seriesQueryOptions(id), enabled });
}
