import type { Office } from "#shared/schemas/office.ts";
import type { User } from "#shared/schemas/user.ts";
import { zonedInstant } from "#shared/time.ts";
import { useCreateBooking } from "#web/features/bookings/api/create-booking.ts";
import { buildOptimisticBooking } from "#web/features/bookings/utils/build-optimistic-booking.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";

/** A slot to book: `minutes` from `startMinute` (local minutes of `date` in the team's zone). */
export interface SlotBooking {
  office: Office;
  date: string;
  startMinute: number;
  minutes: number;
  purpose: string;
}

const DEFAULT_PURPOSE = "Quick Booking";

/**
 * Books slots for `user` with an optimistic block and the spec's toasts ("Quick booking
 * successful!" / "Quick booking failed" with the server's message). `onBooked` runs on success.
 */
export function useBookSlot(user: Pick<User, "id" | "name" | "email" | "teamId">, timeZone: string) {
  const create = useCreateBooking();
  const book = (slot: SlotBooking, onBooked?: () => void) => {
    const startISO = zonedInstant(slot.date, slot.startMinute, timeZone).toISOString();
    const endISO = zonedInstant(slot.date, slot.startMinute + slot.minutes, timeZone).toISOString();
    const purpose = slot.purpose || DEFAULT_PURPOSE;
    const optimistic = buildOptimisticBooking({
      user,
      office: slot.office,
      startISO,
      endISO,
      purpose,
      now: Date.now(),
    });
    create.mutate(
      { body: { officeId: slot.office.id, startISO, endISO, purpose, isRecurring: false }, optimistic, timeZone },
      {
        onSuccess: () => {
          onBooked?.();
          toast({ title: "Quick booking successful!", description: "Your slot has been reserved", variant: "success" });
        },
        onError: (error) =>
          toast({ title: "Quick booking failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  };
  return { book, pending: create.isPending };
}
