import type { Booking } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { removeBooking } from "./booking-cache.ts";
import { bookingKeys } from "./booking-keys.ts";
import { invalidateBookings } from "./create-booking.ts";

/** DELETE /api/bookings/{id}: cancels (own booking, or team_manager and above). */
export function cancelBooking(id: string): Promise<Booking> {
  return apiRequest<Booking>("DELETE", `/api/bookings/${id}`);
}

/** Cancels a booking; it leaves every cached bookings view at once and comes back on error. */
export const useCancelBooking = createMutationHook({
  retry: false,
  mutationFn: ({ id }: { id: string }) => cancelBooking(id),
  onMutate: async ({ id }, { client }) => {
    const filters = { queryKey: bookingKeys.all };
    await client.cancelQueries(filters);
    const previous = client.getQueriesData<Booking[]>(filters);
    // Only the lists: other keys under bookingKeys.all (the dialog's check) hold no list.
    client.setQueriesData<Booking[]>(filters, (old) => (Array.isArray(old) ? removeBooking(old, id) : old));
    return { previous };
  },
  onError: (_error, _input, context, { client }) => {
    for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
  },
  invalidates: invalidateBookings,
});
