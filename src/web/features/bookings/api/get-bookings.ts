import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/schemas/booking.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** Query key of the team's bookings on a local day. */
export function bookingsQueryKey(date: string) {
  return ["/api/bookings", date] as const;
}

/** GET /api/bookings?date=yyyy-MM-dd: the whole team's bookings that local day. */
export function bookingsQueryOptions(date: string) {
  return queryOptions({
    queryKey: bookingsQueryKey(date),
    queryFn: () => apiGet<Booking[]>(`/api/bookings?date=${encodeURIComponent(date)}`),
    staleTime: 30 * 1000,
  });
}

/** The team's bookings on `date`. */
export function useBookings(date: string, enabled = true) {
  return useQuery({ ...bookingsQueryOptions(date), enabled });
}
