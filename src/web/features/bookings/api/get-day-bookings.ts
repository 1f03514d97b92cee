import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/** GET /api/bookings?date=yyyy-MM-dd: the whole team's confirmed bookings overlapping that local day. */
export function getDayBookings(date: string): Promise<Booking[]> {
  return apiGet<Booking[]>(`/api/bookings?date=${encodeURIComponent(date)}`);
}

/** The day list query; fresh for 30 s. */
export function dayBookingsQueryOptions(date: string) {
  return queryOptions({
    queryKey: bookingKeys.day(date),
    queryFn: () => getDayBookings(date),
    // Each booking shows its office (name, active): an office change refreshes these lists too.
    meta: { dependsOn: ["offices"] },
    staleTime: 30 * 1000,
  });
}

/** The team's bookings on `date` (a local date in the team's zone). */
export function useDayBookings({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof dayBookingsQueryOptions>;
}) {
  return useQuery({ ...dayBookingsQueryOptions(date), ...queryConfig });
}
