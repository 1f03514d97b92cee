import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { invalidateBookings } from "./create-booking.ts";

/** POST /api/check-in/{officeCode}: checks the signed-in person into their booking at that office now (QR link). */
export function checkInAtOffice(officeCode: string): Promise<Booking> {
  return apiRequest<Booking>("POST", `/api/check-in/${encodeURIComponent(officeCode)}`);
}

/** The QR check-in; every bookings view refreshes. */
export function useCheckInAtOffice({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Booking, { officeCode: string }>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ officeCode }: { officeCode: string }) => checkInAtOffice(officeCode),
    onSettled: async (...args) => {
      await invalidateBookings(qc);
      return onSettled?.(...args);
    },
  });
}
