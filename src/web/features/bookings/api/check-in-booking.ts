import type { Booking } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateBookings } from "./create-booking.ts";

/**
 * POST /api/bookings/{id}/check-in: the booker's own booking, inside its window (docs/product.md
 * "Check-in and release").
 */
export function checkInBooking(id: string): Promise<Booking> {
  return apiRequest<Booking>("POST", `/api/bookings/${id}/check-in`);
}

/** Checks into a booking; every bookings view refreshes. */
export const useCheckInBooking = createMutationHook({
  mutationFn: ({ id }: { id: string }) => checkInBooking(id),
  invalidates: invalidateBookings,
});
