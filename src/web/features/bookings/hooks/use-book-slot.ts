import type { Booking } from "#shared/schemas/booking.ts";
import type { OfficeRef } from "#shared/schemas/office.ts";
import type { User } from "#shared/schemas/user.ts";
import { zonedInstant } from "#shared/time.ts";
import { useCreateBooking } from "#web/features/bookings/api/create-booking.ts";
import { buildOptimisticBooking } from "#web/features/bookings/utils/build-optimistic-booking.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/** A slot to book: `minutes` from `startMinute` (local minutes of `date` in the team's zone). */
export interface SlotBooking {
  office: OfficeRef;
  date: string;
  startMinute: number;
  minutes: number;
  purpose: string;
  /** Equipment asked for (the booking dialog's checkboxes); none when left out. */
  equipment?: string[];
  /** A member booked for by a team_manager or above (sent as `userId`); the user when left out. */
  bookFor?: { id: string; name: string; email: string | null } | null;
}

/**
 * Books slots for `user` with an optimistic block. `book` is quick booking (`onBooked` runs on success): the spec's toasts
 * ("Quick booking successful!" / "Quick booking failed" with the server's message). `bookFromDialog`
 * shows no toast and returns the server's answer, so the dialog can keep a refusal inline next to
 * the inputs that caused it and the page can say what was booked.
 */
export function useBookSlot(user: Pick<User, "id" | "name" | "email" | "teamId">, timeZone: string) {
  const { _ } = useCatalogue("bookings");
  const create = useCreateBooking();
  const request = (slot: SlotBooking) => {
    const startISO = zonedInstant(slot.date, slot.startMinute, timeZone).toISOString();
    const endISO = zonedInstant(slot.date, slot.startMinute + slot.minutes, timeZone).toISOString();
    // Without a purpose, "Quick Booking" in the booker's language, as if they had typed it.
    const purpose = slot.purpose || _("bookings.quick.purpose");
    // A member's e-mail is shown to team admins only (GET /api/team/members), so it may be null.
    const booker = slot.bookFor ? { ...slot.bookFor, email: slot.bookFor.email ?? "", teamId: user.teamId } : user;
    const optimistic = buildOptimisticBooking({
      user: booker,
      office: slot.office,
      startISO,
      endISO,
      purpose,
      now: Date.now(),
    });
    const body = {
      officeId: slot.office.id,
      startISO,
      endISO,
      purpose,
      isRecurring: false,
      ...(slot.equipment && slot.equipment.length > 0 ? { equipment: slot.equipment } : {}),
    };
    return { body: slot.bookFor ? { ...body, userId: slot.bookFor.id } : body, optimistic, timeZone };
  };
  const book = (slot: SlotBooking, onBooked?: () => void) => {
    create.mutate(request(slot), {
      onSuccess: () => {
        onBooked?.();
        toast({
          title: _("bookings.quick.booked"),
          description: _("bookings.quick.bookedDescription"),
          variant: "success",
        });
      },
      onError: (error) =>
        toast({ title: _("bookings.quick.failed"), description: errorMessage(error), variant: "destructive" }),
    });
  };
  const bookFromDialog = (slot: SlotBooking): Promise<Booking> => create.mutateAsync(request(slot));
  return { book, bookFromDialog, pending: create.isPending };
}
