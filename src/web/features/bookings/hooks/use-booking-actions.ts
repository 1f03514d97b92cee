import { can } from "#shared/roles.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { User } from "#shared/schemas/user.ts";
import { formatBookingRange } from "#shared/time.ts";
import { useCancelBooking } from "#web/features/bookings/api/cancel-booking.ts";
import { useUpdateBooking } from "#web/features/bookings/api/update-booking.ts";
import { useUpdateBookingSeries } from "#web/features/bookings/api/update-booking-series.ts";
import type { BookingChange } from "#web/features/bookings/utils/booking-edit.ts";
import { bookerName } from "#web/features/bookings/utils/booking-labels.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * What the calendars' booking details dialog does with a booking: who may change it (its owner, or
 * team_manager and above), `update` (PATCH the booking, then focus its block; or, for this and the
 * following occurrences or all of them, PATCH its series) and `cancel` (DELETE), each closing the
 * dialog (`onDone`) and saying so in a toast. Both reject with the server's error.
 */
export function useBookingActions(
  user: Pick<User, "id" | "role">,
  timeZone: string,
  focus: { prefer: (selector: string) => void },
  onDone: () => void,
) {
  const { _ } = useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const cancelBooking = useCancelBooking();
  const updateBooking = useUpdateBooking();
  const updateSeries = useUpdateBookingSeries();

  const canChange = (b: Booking) => b.userId === user.id || can(user.role, "booking:others");
  const update = async (b: Booking, change: BookingChange) => {
    if (change.scope !== "this") {
      const result = await updateSeries.mutateAsync({ seriesId: change.seriesId, body: change.body });
      focus.prefer(`[data-booking-id="${b.id}"]`);
      onDone();
      toast({
        title: _("bookings.seriesUpdated.title"),
        // The server's own words when it skipped dates (naming them), else the count.
        description: result.message ?? _("bookings.seriesUpdated.count", { count: result.updatedCount }),
        variant: result.skipped.length > 0 ? "warning" : "success",
      });
      return;
    }
    const updated = await updateBooking.mutateAsync({ id: b.id, body: change.body });
    focus.prefer(`[data-booking-id="${updated.id}"]`);
    onDone();
    toast({
      title: _("bookings.updated.title"),
      description: _("bookings.updated.description", {
        office: updated.officeName,
        range: formatBookingRange(updated.startISO, updated.endISO, timeZone, dateStyle),
        zone: timeZone,
      }),
      variant: "success",
    });
  };
  const cancel = async (b: Booking) => {
    await cancelBooking.mutateAsync({ id: b.id });
    onDone();
    toast({
      title: _("bookings.cancelled.title"),
      description:
        b.userId === user.id
          ? _("bookings.cancelled.yours")
          : _("bookings.cancelled.theirs", { name: bookerName(b.userName, _) }),
      variant: "success",
    });
  };

  return {
    canChange,
    update,
    cancel,
    cancelling: cancelBooking.isPending,
    updating: updateBooking.isPending || updateSeries.isPending,
  };
}
