import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * GET /api/bookings?from=&to=[&officeIds=]: the team's confirmed bookings overlapping the local days
 * from..to (inclusive, team zone; at most 62 days), of the offices a view shows (null: every office;
 * at most 100, LIST_OFFICE_IDS_MAX), so a view of a large team loads no more than it draws.
 */
export function getRangeBookings(from: string, to: string, officeIds: readonly string[] | null): Promise<Booking[]> {
  const offices = officeIds ? `&officeIds=${officeIds.map(encodeURIComponent).join(",")}` : "";
  return apiGet<Booking[]>(`/api/bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${offices}`);
}

/** The range list query; fresh for 30 s. */
export function rangeBookingsQueryOptions(from: string, to: string, officeIds: readonly string[] | null = null) {
  return queryOptions({
    queryKey: bookingKeys.range(from, to, officeIds),
    queryFn: () => getRangeBookings(from, to, officeIds),
    // Each booking shows its office (name, active): an office change refreshes these lists too.
    meta: { dependsOn: ["offices"] },
    staleTime: 30 * 1000,
  });
}

/** The team's bookings on the local dates from..to, of `officeIds` (null or absent: every office). */
export function useRangeBookings({
  from,
  to,
  officeIds = null,
  queryConfig,
}: {
  from: string;
  to: string;
  officeIds?: readonly string[] | null;
  queryConfig?: QueryConfig<typeof rangeBookingsQueryOptions>;
}) {
  return useQuery({ ...rangeBookingsQueryOptions(from, to, officeIds), ...queryConfig });
}
