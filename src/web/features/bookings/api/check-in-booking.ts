import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { invalidateBookings } from "./create-booking.ts";

/**
 * POST /api/bookings/{id}/check-in: the booker's own booking, inside its window (docs/product.md
 * "Check-in and release").
 */
export function checkInBooking(id: string): Promise<Booking> {
  return apiRequest<Booking>("POST", `/api/bookings/${id}/check-in`);
}

/** Checks into a booking; every bookings view refreshes. */
export function useCheckInBooking({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Booking, { id: string }>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ id }: { id: string }) => checkInBooking(id),
    onSettled: async (...args) => {
      await invalidateBookings(qc);
      return onSettled?.(...args);
    },
  });
}
