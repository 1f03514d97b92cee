import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking, UpdateBookingBody } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
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
export function useUpdateBooking({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Booking, UpdateBookingInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: ({ id, body }: UpdateBookingInput) => updateBooking(id, body),
    onSettled: async (...args) => {
      await invalidateBookings(qc);
      return onSettled?.(...args);
    },
  });
}
