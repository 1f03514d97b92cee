import { queryOptions, useQuery } from "@tanstack/react-query";
import { UPCOMING_LIMIT_DEFAULT } from "../../../../shared/constants.ts";
import type { Booking } from "../../../../shared/schemas/booking.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/bookings/upcoming?limit=N. */
export function upcomingBookingsQueryOptions(limit = UPCOMING_LIMIT_DEFAULT) {
  return queryOptions({
    queryKey: ["/api/bookings/upcoming", limit],
    queryFn: () => apiGet<Booking[]>(`/api/bookings/upcoming?limit=${limit}`),
  });
}

/** The signed-in user's next bookings. */
export function useUpcomingBookings(limit = UPCOMING_LIMIT_DEFAULT, enabled = true) {
  return useQuery({ ...upcomingBookingsQueryOptions(limit), enabled });
}
