import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * GET /api/bookings?date=yyyy-MM-dd[&officeIds=]: the team's confirmed bookings overlapping that
 * local day, of the offices the day view shows (null: every office; at most 100).
 */
export function getDayBookings(date: string, officeIds: readonly string[] | null): Promise<Booking[]> {
  const offices = officeIds ? `&officeIds=${officeIds.map(encodeURIComponent).join(",")}` : "";
  return apiGet<Booking[]>(`/api/bookings?date=${encodeURIComponent(date)}${offices}`);
}

/** The day list query; fresh for 30 s. */
export function dayBookingsQueryOptions(date: string, officeIds: readonly string[] | null = null) {
  return queryOptions({
    queryKey: bookingKeys.day(date, officeIds),
    queryFn: () => getDayBookings(date, officeIds),
    // Each booking shows its office (name, active): an office change refreshes these lists too.
    meta: { dependsOn: ["offices"] },
    staleTime: 30 * 1000,
  });
}

/** The team's bookings on `date` (a local date in the team's zone), of `officeIds` (absent: every office). */
export function useDayBookings({
  date,
  officeIds = null,
  queryConfig,
}: {
  date: string;
  officeIds?: readonly string[] | null;
  queryConfig?: QueryConfig<typeof dayBookingsQueryOptions>;
}) {
  return useQuery({ ...dayBookingsQueryOptions(date, officeIds), ...queryConfig });
}
