import type { Booking, UpdateBookingBody } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateBookings } from "./create-booking.ts";

export interface UpdateBookingInput {
  id: string;
  body: UpdateBookingBody;
}

/** PATCH /api/bookings/{id}: moves or changes a booking (its owner, or team_manager and above). */
export function updateBooking(id: string, body: UpdateBookingBody): Promise<Booking> {
  return apiRequest<Booking>("PATCH", `/api/bookings/${id}`, body);
}

/**
 * Changes a booking. No optimistic copy: the old slot stays held until the server confirms the new
 * one (a refused move leaves the original untouched), so the views refresh from the server after
 * the answer, whatever it is (`bookingKeys.all`).
 */
export const useUpdateBooking = createMutationHook({
  retry: false,
  mutationFn: ({ id, body }: UpdateBookingInput) => updateBooking(id, body),
  invalidates: invalidateBookings,
});
