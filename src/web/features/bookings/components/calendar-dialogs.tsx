import type { BookingPolicy } from "#shared/booking-policy.ts";
import { can } from "#shared/roles.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import type { User } from "#shared/schemas/user.ts";
import { formatLongDate, formatMinute } from "#shared/time.ts";
import { useCreateBookingSeries } from "#web/features/bookings/api/create-booking-series.ts";
import type { SlotBooking } from "#web/features/bookings/hooks/use-book-slot.ts";
import type { useBookingActions } from "#web/features/bookings/hooks/use-booking-actions.ts";
import { bookedToastTitle } from "#web/features/bookings/utils/booking-labels.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import type { useReturnFocus } from "#web/lib/use-return-focus.ts";
import { BookSlotDialog, type SlotRequest } from "./book-slot-dialog.tsx";
import { BookingDetailsDialog, type BookingSelection } from "./booking-details-dialog.tsx";

/**
 * The booking dialog and the details dialog as the day and week views use them: booking from a
 * slot (toast naming what was booked and for whom, focus on the new block; with "Repeat", a series
 * from that date, its toast counting the bookings made and naming every skipped date), and a
 * booking's details with Edit and Cancel for its owner or a manager (focus back to what opened them).
 */
export function CalendarDialogs({
  user,
  policy,
  offices,
  slot,
  onSlotClosed,
  selected,
  onSelectedClosed,
  focus,
  actions,
  bookFromDialog,
  booking,
}: {
  user: User;
  policy: BookingPolicy;
  offices: Office[];
  /** The slot being booked, with its local date. */
  slot: (SlotRequest & { date: string }) | null;
  onSlotClosed: () => void;
  selected: BookingSelection | null;
  onSelectedClosed: () => void;
  focus: ReturnType<typeof useReturnFocus>;
  actions: ReturnType<typeof useBookingActions>;
  bookFromDialog: (slot: SlotBooking) => Promise<Booking>;
  /** Whether a booking is being placed. */
  booking: boolean;
}) {
  const { _ } = useCatalogue("calendar");
  // The bookings catalogue words the shared utils' texts (rules broken, a block's name).
  useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const { timeZone } = policy;
  const createSeries = useCreateBookingSeries();
  return (
    <>
      <BookSlotDialog
        request={slot}
        date={slot?.date ?? ""}
        policy={policy}
        pending={booking || createSeries.isPending}
        onOpenChange={(open) => {
          if (!open) onSlotClosed();
        }}
        onCloseAutoFocus={focus.restore}
        canBookForOthers={can(user.role, "booking:others")}
        currentUserId={user.id}
        onConfirm={async ({ office, startMinute, minutes, purpose, equipment, bookFor, repeat }) => {
          if (!slot) return;
          if (repeat) {
            const result = await createSeries.mutateAsync({
              officeId: office.id,
              startDate: slot.date,
              startTime: formatMinute(startMinute),
              durationMinutes: minutes,
              rrule: repeat,
              ...(purpose ? { purpose } : {}),
              ...(equipment.length > 0 ? { equipment } : {}),
              ...(bookFor ? { userId: bookFor.id } : {}),
            });
            const first = result.created[0];
            if (first) focus.prefer(`[data-booking-id="${first.id}"]`);
            onSlotClosed();
            const count = result.created.length;
            toast({
              title: _("calendar.series.title", { office: office.name, summary: result.series.summary }),
              description: result.message
                ? _("calendar.series.madeNote", { count, note: result.message })
                : bookFor
                  ? _("calendar.series.madeFor", { count, name: bookFor.name })
                  : _("calendar.series.made", { count }),
              variant: result.skipped.length > 0 ? "warning" : "success",
            });
            return;
          }
          const created = await bookFromDialog({
            office,
            date: slot.date,
            startMinute,
            minutes,
            purpose,
            equipment,
            bookFor,
          });
          focus.prefer(`[data-booking-id="${created.id}"]`);
          onSlotClosed();
          toast({
            title: bookedToastTitle(office.name, created.startISO, created.endISO, timeZone, _, dateStyle),
            description: bookFor
              ? _("calendar.booked.descriptionFor", {
                  name: bookFor.name,
                  date: formatLongDate(slot.date, dateStyle),
                  zone: timeZone,
                })
              : _("calendar.booked.description", { date: formatLongDate(slot.date, dateStyle), zone: timeZone }),
            variant: "success",
          });
        }}
      />
      <BookingDetailsDialog
        selection={selected}
        timeZone={timeZone}
        currentUserId={user.id}
        canCancel={selected ? actions.canChange(selected.booking) : false}
        canEdit={selected ? actions.canChange(selected.booking) : false}
        offices={offices}
        policy={policy}
        pending={actions.cancelling}
        updating={actions.updating}
        onUpdateBooking={actions.update}
        onOpenChange={(open) => {
          if (!open) onSelectedClosed();
        }}
        onCancelBooking={actions.cancel}
        onCloseAutoFocus={focus.restore}
      />
    </>
  );
}
