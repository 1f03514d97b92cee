import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingDay } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * GET /api/bookings/days?from=&to=[&officeId=]: the month view's figures per local day of the team's
 * zone (from..to inclusive), of one office or, without `officeId`, of every active one.
 */
export function getBookingDays(from: string, to: string, officeId?: string): Promise<BookingDay[]> {
  const params = new URLSearchParams({ from, to });
  if (officeId) params.set("officeId", officeId);
  return apiGet<BookingDay[]>(`/api/bookings/days?${params}`);
}

/** The figures query (under `bookingKeys.all`, so every booking change refreshes it); fresh for 30 s. */
export function bookingDaysQueryOptions(from: string, to: string, officeId?: string) {
  return queryOptions({
    queryKey: bookingKeys.days(from, to, officeId),
    queryFn: () => getBookingDays(from, to, officeId),
    // Capacities and which offices are active shape the figures: an office change refreshes them.
    meta: { dependsOn: ["offices"] },
    staleTime: 30 * 1000,
  });
}

/** The month view's figures of one office (or every active one) on the local dates from..to. */
export function useBookingDays({
  from,
  to,
  officeId,
  queryConfig,
}: {
  from: string;
  to: string;
  officeId?: string;
  queryConfig?: QueryConfig<typeof bookingDaysQueryOptions>;
}) {
  return useQuery({ ...bookingDaysQueryOptions(from, to, officeId), ...queryConfig });
}
