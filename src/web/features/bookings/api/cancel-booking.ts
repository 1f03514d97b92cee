import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/schemas/booking.ts";
import { invalidateBookingData } from "../../../lib/api/invalidate-bookings.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { bookingsQueryKey } from "./get-bookings.ts";

/** DELETE /api/bookings/{id}: cancels (own booking, or team_manager+). Removed from the day list at once. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; date: string }) => apiRequest<Booking>("DELETE", `/api/bookings/${id}`),
    retry: false,
    onMutate: async ({ id, date }) => {
      const key = bookingsQueryKey(date);
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Booking[]>(key);
      qc.setQueryData<Booking[]>(key, (old) => (old ?? []).filter((b) => b.id !== id));
      return { previous, key };
    },
    onError: (_error, _input, context) => {
      if (context) qc.setQueryData(context.key, context.previous);
    },
    onSettled: () => invalidateBookingData(qc),
  });
}
