import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingCheck, BookingCheckBody } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/** POST /api/bookings/check: every rule the slot of a create body breaks (an edit names its own booking
 * in `excludeBookingId`); nothing is written. */
export function checkBooking(body: BookingCheckBody): Promise<BookingCheck> {
  return apiRequest<BookingCheck>("POST", "/api/bookings/check", body);
}

/**
 * The check of one slot, keyed by the body (under `bookingKeys.all`, so any booking change asks
 * again). Fresh for 10 s: the dialog asks once per choice of office, time and booker.
 */
export function checkBookingQueryOptions(body: BookingCheckBody) {
  return queryOptions({
    queryKey: bookingKeys.check(body),
    queryFn: () => checkBooking(body),
    staleTime: 10 * 1000,
    retry: false,
  });
}

/** What the server would say of booking `body` now; idle while `body` is null. */
export function useCheckBooking({
  body,
  queryConfig,
}: {
  body: BookingCheckBody | null;
  queryConfig?: QueryConfig<typeof checkBookingQueryOptions>;
}) {
  return useQuery({
    ...checkBookingQueryOptions(body ?? { officeId: "", startISO: "", endISO: "" }),
    enabled: body !== null,
    ...queryConfig,
  });
}
