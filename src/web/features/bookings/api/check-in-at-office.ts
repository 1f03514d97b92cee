import type { Booking } from "#shared/schemas/booking.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateBookings } from "./create-booking.ts";

/** POST /api/check-in/{officeCode}: checks the signed-in person into their booking at that office now (QR link). */
export function checkInAtOffice(officeCode: string): Promise<Booking> {
  return apiRequest<Booking>("POST", `/api/check-in/${encodeURIComponent(officeCode)}`);
}

/** The QR check-in; every bookings view refreshes. */
export const useCheckInAtOffice = createMutationHook({
  mutationFn: ({ officeCode }: { officeCode: string }) => checkInAtOffice(officeCode),
  invalidates: invalidateBookings,
});
