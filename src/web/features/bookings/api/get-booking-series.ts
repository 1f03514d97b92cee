import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeriesDetail } from "#shared/schemas/series.ts";
import { apiGet } from "#web/lib/api-client.ts";

/**
 * GET /api/series/{id}: the series a booking is an occurrence of, for "Part of: Every Tuesday …" in
 * the booking's details. Keyed under the recurring feature's `["series", "detail", id]` (written out:
 * features never import each other), so a series edit refreshes it.
 */
export function getBookingSeries(seriesId: string): Promise<SeriesDetail> {
  return apiGet<SeriesDetail>(`/api/series/${encodeURIComponent(seriesId)}`);
}

export function bookingSeriesQueryOptions(seriesId: string) {
  return queryOptions({
    queryKey: ["series", "detail", seriesId] as const,
    queryFn: () => getBookingSeries(seriesId),
    meta: { dependsOn: ["bookings"] },
  });
}

/** The series of a booking; disabled for a single booking (`seriesId` null). */
export function useBookingSeries(seriesId: string | null) {
  return useQuery({ ...bookingSeriesQueryOptions(seriesId ?? ""), enabled: seriesId !== null });
}
