import { Globe } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { QUICK_BOOKING_MINUTES } from "#shared/constants.ts";
import { can } from "#shared/roles.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatLongDate, isDateString, minuteOfDay, todayInZone } from "#shared/time.ts";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { combineQueries, QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useCancelBooking } from "#web/features/bookings/api/cancel-booking.ts";
import { useDayBookings } from "#web/features/bookings/api/get-day-bookings.ts";
import { useBookSlot } from "#web/features/bookings/hooks/use-book-slot.ts";
import { groupBookingsByOffice } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { slotViolation } from "#web/features/bookings/utils/slot-violation.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useQuickBookingShortcut } from "#web/lib/use-quick-booking-shortcut.ts";
import { BookSlotDialog, type SlotRequest } from "./book-slot-dialog.tsx";
import { BookingDetailsDialog } from "./booking-details-dialog.tsx";
import { DateNavigation } from "./date-navigation.tsx";
import { DayGrid } from "./day-grid.tsx";
import { QuickBookingToggle } from "./quick-booking-toggle.tsx";

/** Active offices by name. */
function activeOfficesOf(offices: readonly Office[]): Office[] {
  return offices.filter((o) => o.isActive).sort((a, b) => a.name.localeCompare(b.name));
}

/** /day?date=yyyy-MM-dd: offices × the team's business hours, in the team's time zone. */
export function DayViewPage() {
  const user = useCurrentUser();
  const policy = teamPolicyOf(user);
  const { timeZone, businessStartMinute, businessEndMinute } = policy;
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = todayInZone(timeZone);
  const dateParam = params.get("date");
  const date = isDateString(dateParam) ? dateParam : today;
  const quick = useQuickBookingShortcut();
  const hasTeam = !!user.teamId;
  const offices = useOffices({ queryConfig: { enabled: hasTeam } });
  const bookings = useDayBookings({ date, queryConfig: { enabled: hasTeam } });
  const { book, pending: booking } = useBookSlot(user, timeZone);
  const cancelBooking = useCancelBooking();
  const [slot, setSlot] = useState<SlotRequest | null>(null);
  const [selected, setSelected] = useState<{ booking: Booking; office: Office } | null>(null);

  const bookingsByOffice = useMemo(
    () => groupBookingsByOffice(bookings.data ?? [], date, timeZone),
    [bookings.data, date, timeZone],
  );
  const nowMinute = date === today ? minuteOfDay(new Date(now).toISOString(), date, timeZone) : null;

  const onFreeCell = (office: Office, hourMinute: number) => {
    if (!quick) {
      setSlot({ office, startMinute: hourMinute });
      return;
    }
    const violation = slotViolation(
      { date, startMinute: hourMinute, minutes: QUICK_BOOKING_MINUTES },
      policy,
      new Date(),
    );
    if (violation) {
      toast({ title: violation.title, description: violation.message, variant: "destructive" });
      return;
    }
    book({ office, date, startMinute: hourMinute, minutes: QUICK_BOOKING_MINUTES, purpose: "" });
  };

  const canCancel = (b: Booking) => b.userId === user.id || can(user.role, "booking:others");

  const cancel = (b: Booking) =>
    cancelBooking.mutate(
      { id: b.id },
      {
        onSuccess: () => {
          setSelected(null);
          toast({ title: "Booking cancelled", description: "Your booking has been cancelled.", variant: "success" });
        },
        onError: (error) =>
          toast({ title: "Could not cancel booking", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title="Day View"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{formatLongDate(date)}</span>
            <span className="inline-flex items-center gap-1" data-testid="team-time-zone">
              <Globe className="size-3.5" aria-hidden="true" />
              Times in {timeZone}
            </span>
          </span>
        }
        actions={<QuickBookingToggle quick={quick} />}
      />
      <DateNavigation
        date={date}
        today={today}
        onChange={(d) => setParams({ date: d })}
        hint={
          quick
            ? "Quick booking is on: click a free hour to book it for one hour."
            : "Click a free hour to choose a time. Press Ctrl+B for quick booking."
        }
      />
      <QueryState
        query={combineQueries(offices, bookings)}
        loading={<Skeleton className="h-64" />}
        errorFallback="Failed to fetch bookings"
        isEmpty={([list]) => activeOfficesOf(list).length === 0}
        empty={
          <NoOfficesState role={user.role} title="No offices to book" description="There are no active offices yet." />
        }
      >
        {([list]) => (
          <DayGrid
            offices={activeOfficesOf(list)}
            bookingsByOffice={bookingsByOffice}
            startMinute={businessStartMinute}
            endMinute={businessEndMinute}
            currentUserId={user.id}
            nowMinute={nowMinute}
            onFreeCell={onFreeCell}
            onBookingClick={(b, office) => setSelected({ booking: b, office })}
          />
        )}
      </QueryState>
      <BookSlotDialog
        request={slot}
        date={date}
        policy={policy}
        pending={booking}
        onOpenChange={(open) => {
          if (!open) setSlot(null);
        }}
        onConfirm={({ office, startMinute, minutes, purpose }) =>
          book({ office, date, startMinute, minutes, purpose }, () => setSlot(null))
        }
      />
      <BookingDetailsDialog
        selection={selected}
        timeZone={timeZone}
        canCancel={selected ? canCancel(selected.booking) : false}
        pending={cancelBooking.isPending}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
        onCancelBooking={cancel}
      />
    </div>
  );
}
