import { queryOptions, useQuery } from "@tanstack/react-query";
import { UPCOMING_LIMIT_DEFAULT } from "#shared/constants.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/** GET /api/bookings/upcoming?limit=N: the signed-in user's next confirmed bookings. */
export function getUpcomingBookings(limit: number): Promise<Booking[]> {
  return apiGet<Booking[]>(`/api/bookings/upcoming?limit=${limit}`);
}

/** The upcoming list query (under `bookingKeys.mine()`, so every booking change refreshes it). */
export function upcomingBookingsQueryOptions(limit = UPCOMING_LIMIT_DEFAULT) {
  return queryOptions({
    queryKey: bookingKeys.upcoming(limit),
    queryFn: () => getUpcomingBookings(limit),
    // Each booking shows its office (name, active): an office change refreshes these lists too.
    meta: { dependsOn: ["offices"] },
  });
}

/** The signed-in user's next bookings. */
export function useUpcomingBookings({
  limit = UPCOMING_LIMIT_DEFAULT,
  queryConfig,
}: {
  limit?: number;
  queryConfig?: QueryConfig<typeof upcomingBookingsQueryOptions>;
} = {}) {
  return useQuery({ ...upcomingBookingsQueryOptions(limit), ...queryConfig });
}
