import type { QueryClient, QueryFilters } from "@tanstack/react-query";
import type { Booking, CreateBookingBody } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateDependents } from "#web/lib/query-client.ts";
import { bookingInRange, replaceBooking } from "./booking-cache.ts";
import { bookingKeys, listRangeOf } from "./booking-keys.ts";

export interface CreateBookingInput {
  body: CreateBookingBody;
  /** Shown at once in every cached list it belongs to; replaced by the server's booking. */
  optimistic: Booking;
  /** The team's IANA zone: list keys hold local dates in it. */
  timeZone: string;
}

/** POST /api/bookings. */
export function createBooking(body: CreateBookingBody): Promise<Booking> {
  return apiRequest<Booking>("POST", "/api/bookings", body);
}

/** Every cached bookings list (day, week, month) whose range `booking` falls in. */
function listsHolding(booking: Booking, timeZone: string): QueryFilters {
  return {
    queryKey: bookingKeys.lists(),
    predicate: (query) => {
      const range = listRangeOf(query.queryKey);
      return range !== null && bookingInRange(booking, range, timeZone);
    },
  };
}

/** Refreshes what a booking change touches: every bookings view, and stats that count bookings. */
export function invalidateBookings(qc: QueryClient): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ queryKey: bookingKeys.all }), invalidateDependents(qc, "bookings")]);
}

/**
 * Books a slot with an optimistic copy in every cached list it belongs to (one `setQueriesData`
 * over day, week and month caches alike); on error each list gets its previous data back.
 */
export const useCreateBooking = createMutationHook({
  retry: false,
  mutationFn: ({ body }: CreateBookingInput) => createBooking(body),
  onMutate: async ({ optimistic, timeZone }, { client }) => {
    const filters = listsHolding(optimistic, timeZone);
    await client.cancelQueries(filters);
    const previous = client.getQueriesData<Booking[]>(filters);
    client.setQueriesData<Booking[]>(filters, (old) => (old ? [...old, optimistic] : old));
    return { previous };
  },
  onError: (_error, _input, context, { client }) => {
    for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
  },
  onSuccess: (booking, input, _onMutateResult, { client }) => {
    client.setQueriesData<Booking[]>(listsHolding(input.optimistic, input.timeZone), (old) =>
      old ? replaceBooking(old, input.optimistic.id, booking) : old,
    );
  },
  invalidates: invalidateBookings,
});
