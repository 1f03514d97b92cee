import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { removeBooking } from "./booking-cache.ts";
import { bookingKeys } from "./booking-keys.ts";
import { invalidateBookings } from "./create-booking.ts";

/** DELETE /api/bookings/{id}: cancels (own booking, or team_manager and above). */
export function cancelBooking(id: string): Promise<Booking> {
  return apiRequest<Booking>("DELETE", `/api/bookings/${id}`);
}

/** Cancels a booking; it leaves every cached bookings view at once and comes back on error. */
export function useCancelBooking({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Booking, { id: string }>;
} = {}) {
  const qc = useQueryClient();
  const { onError, onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: ({ id }: { id: string }) => cancelBooking(id),
    onMutate: async ({ id }) => {
      const filters = { queryKey: bookingKeys.all };
      await qc.cancelQueries(filters);
      const previous = qc.getQueriesData<Booking[]>(filters);
      // Only the lists: other keys under bookingKeys.all (the dialog's check) hold no list.
      qc.setQueriesData<Booking[]>(filters, (old) => (Array.isArray(old) ? removeBooking(old, id) : old));
      return { previous };
    },
    onError: (error, input, context, ...rest) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
      return onError?.(error, input, context, ...rest);
    },
    onSettled: async (...args) => {
      await invalidateBookings(qc);
      return onSettled?.(...args);
    },
  });
}
