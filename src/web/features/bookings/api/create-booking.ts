import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking, CreateBookingBody } from "../../../../shared/schemas/booking.ts";
import { invalidateBookingData } from "../../../lib/api/invalidate-bookings.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { bookingsQueryKey } from "./get-bookings.ts";

export interface CreateBookingInput {
  body: CreateBookingBody;
  /** The local day whose cached list gets the optimistic copy. */
  date: string;
  optimistic: Booking;
}

/** POST /api/bookings with an optimistic copy in ["/api/bookings", date]; rolled back on error. */
export function useCreateBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: CreateBookingInput) => apiRequest<Booking>("POST", "/api/bookings", body),
    retry: false,
    onMutate: async ({ date, optimistic }) => {
      const key = bookingsQueryKey(date);
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Booking[]>(key);
      qc.setQueryData<Booking[]>(key, (old) => [...(old ?? []), optimistic]);
      return { previous, key };
    },
    onError: (_error, _input, context) => {
      if (context) qc.setQueryData(context.key, context.previous);
    },
    onSuccess: (booking, { date, optimistic }) => {
      qc.setQueryData<Booking[]>(bookingsQueryKey(date), (old) =>
        (old ?? []).map((b) => (b.id === optimistic.id ? booking : b)),
      );
    },
    onSettled: () => invalidateBookingData(qc),
  });
}
