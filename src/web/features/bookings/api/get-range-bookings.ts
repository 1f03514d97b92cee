import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * GET /api/bookings?from=&to=: the whole team's confirmed bookings overlapping the local days
 * from..to (inclusive, team zone; at most 62 days). Every office's: a view filters by office itself,
 * so one cached list serves every office choice and the optimistic updates reach it.
 */
export function getRangeBookings(from: string, to: string): Promise<Booking[]> {
  return apiGet<Booking[]>(`/api/bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
}

/** The range list query; fresh for 30 s. */
export function rangeBookingsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.range(from, to),
    queryFn: () => getRangeBookings(from, to),
    // Each booking shows its office (name, active): an office change refreshes these lists too.
    meta: { dependsOn: ["offices"] },
    staleTime: 30 * 1000,
  });
}

/** The team's bookings on the local dates from..to. */
export function useRangeBookings({
  from,
  to,
  queryConfig,
}: {
  from: string;
  to: string;
  queryConfig?: QueryConfig<typeof rangeBookingsQueryOptions>;
}) {
  return useQuery({ ...rangeBookingsQueryOptions(from, to), ...queryConfig });
}
