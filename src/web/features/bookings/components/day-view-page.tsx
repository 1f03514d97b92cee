import { Globe, Lock } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { QUICK_BOOKING_MINUTES } from "#shared/constants.ts";
import { can } from "#shared/roles.ts";
import type { Booking, UpdateBookingBody } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatBookingRange, formatLongDate, isDateString, minuteOfDay, todayInZone } from "#shared/time.ts";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { combineQueries, QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useCancelBooking } from "#web/features/bookings/api/cancel-booking.ts";
import { useDayBookings } from "#web/features/bookings/api/get-day-bookings.ts";
import { useUpdateBooking } from "#web/features/bookings/api/update-booking.ts";
import { useBookSlot } from "#web/features/bookings/hooks/use-book-slot.ts";
import { bookedToastTitle } from "#web/features/bookings/utils/booking-labels.ts";
import {
  type AgendaRow,
  agendaRows,
  cellFocusKey,
  type HourCell,
  hourCells,
} from "#web/features/bookings/utils/day-slots.ts";
import { type DayBooking, groupBookingsByOffice } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { slotViolation } from "#web/features/bookings/utils/slot-violation.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useQuickBookingShortcut } from "#web/lib/use-quick-booking-shortcut.ts";
import { useReturnFocus } from "#web/lib/use-return-focus.ts";
import { BookSlotDialog, type SlotRequest } from "./book-slot-dialog.tsx";
import { BookingDetailsDialog, type BookingSelection } from "./booking-details-dialog.tsx";
import { DateNavigation } from "./date-navigation.tsx";
import { DayAgenda } from "./day-agenda.tsx";
import { DayGrid } from "./day-grid.tsx";
import { QuickBookingToggle } from "./quick-booking-toggle.tsx";

/** Active offices by name. */
function activeOfficesOf(offices: readonly Office[]): Office[] {
  return offices.filter((o) => o.isActive).sort((a, b) => a.name.localeCompare(b.name));
}

/** Spec section 9: the shell's mobile breakpoint; below it the day view is an agenda, not a grid. */
const PHONE_QUERY = "(max-width: 767px)";

/** What to tell above the grid when no hour of the day can be booked (a past day, beyond the horizon). */
function closedDayNotice(cellsByOffice: Map<string, HourCell[]>): string | null {
  const cells = [...cellsByOffice.values()].flat();
  const closed = cells.filter((c) => c.kind === "closed");
  if (cells.length === 0 || cells.some((c) => c.kind === "free")) return null;
  const reason = closed.find((c) => c.reason.code !== "FULL")?.reason;
  if (!reason) return null;
  if (reason.code === "BOOKING_IN_PAST")
    return "This day has passed: its bookings are shown, and no slot can be booked.";
  return reason.message;
}

/**
 * /day?date=yyyy-MM-dd: offices × the team's business hours, in the team's time zone; an agenda
 * list on phones. Hours the team's rules refuse are closed with their reason; booking from the
 * dialog keeps the server's refusal inline; focus goes back to the cell or block a dialog came from.
 */
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
  const phone = useMediaQuery(PHONE_QUERY);
  const hasTeam = !!user.teamId;
  const offices = useOffices({ queryConfig: { enabled: hasTeam } });
  const bookings = useDayBookings({ date, queryConfig: { enabled: hasTeam } });
  const { book, bookFromDialog, pending: booking } = useBookSlot(user, timeZone);
  const cancelBooking = useCancelBooking();
  const updateBooking = useUpdateBooking();
  const [slot, setSlot] = useState<SlotRequest | null>(null);
  const [selected, setSelected] = useState<BookingSelection | null>(null);
  const focus = useReturnFocus();

  const activeOffices = useMemo(() => activeOfficesOf(offices.data ?? []), [offices.data]);
  const bookingsByOffice = useMemo(
    () => groupBookingsByOffice(bookings.data ?? [], date, timeZone),
    [bookings.data, date, timeZone],
  );
  // Re-derived each minute (`now`), so an hour closes as it passes.
  const cellsByOffice = useMemo(() => {
    const map = new Map<string, HourCell[]>();
    for (const office of activeOffices) {
      map.set(office.id, hourCells(office, bookingsByOffice.get(office.id) ?? [], date, policy, new Date(now)));
    }
    return map;
  }, [activeOffices, bookingsByOffice, date, policy, now]);
  const rowsByOffice = useMemo(() => {
    const map = new Map<string, AgendaRow[]>();
    for (const office of activeOffices) {
      map.set(office.id, agendaRows(office, bookingsByOffice.get(office.id) ?? [], cellsByOffice.get(office.id) ?? []));
    }
    return map;
  }, [activeOffices, bookingsByOffice, cellsByOffice]);
  const notice = closedDayNotice(cellsByOffice);
  const nowMinute = date === today ? minuteOfDay(new Date(now).toISOString(), date, timeZone) : null;

  const onFreeCell = (office: Office, cell: Extract<HourCell, { kind: "free" }>) => {
    if (!quick) {
      focus.remember([`[data-focus-key="${cellFocusKey(office.id, cell.minute)}"]`]);
      setSlot({ office, startMinute: cell.bookStart });
      return;
    }
    const violation = slotViolation(
      { date, startMinute: cell.bookStart, minutes: QUICK_BOOKING_MINUTES },
      policy,
      new Date(),
    );
    if (violation) {
      toast({ title: violation.title, description: violation.message, variant: "destructive" });
      return;
    }
    book({ office, date, startMinute: cell.bookStart, minutes: QUICK_BOOKING_MINUTES, purpose: "" });
  };

  const onBookingClick = (item: DayBooking, office: Office, seatsTaken: number) => {
    // A cancelled block leaves its first hour free (or closed): focus goes there.
    const hour = Math.floor(item.startMinute / 60) * 60;
    focus.remember([`[data-focus-key="${cellFocusKey(office.id, hour)}"]`]);
    setSelected({ booking: item.booking, office, seatsTaken });
  };

  const canCancel = (b: Booking) => b.userId === user.id || can(user.role, "booking:others");
  const update = async (b: Booking, body: UpdateBookingBody) => {
    const updated = await updateBooking.mutateAsync({ id: b.id, body });
    focus.prefer(`[data-booking-id="${updated.id}"]`);
    setSelected(null);
    toast({
      title: "Booking updated",
      description: `${updated.officeName}, ${formatBookingRange(updated.startISO, updated.endISO, timeZone)} (${timeZone})`,
      variant: "success",
    });
  };

  const cancel = async (b: Booking) => {
    await cancelBooking.mutateAsync({ id: b.id });
    setSelected(null);
    toast({
      title: "Booking cancelled",
      description:
        b.userId === user.id ? "Your booking has been cancelled." : `The booking for ${b.userName} has been cancelled.`,
      variant: "success",
    });
  };

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
        {() => (
          <div className="grid gap-3">
            {notice ? (
              <p
                className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
                data-testid="closed-day-notice"
              >
                <Lock className="size-4 shrink-0" aria-hidden="true" />
                {notice}
              </p>
            ) : null}
            {phone ? (
              <DayAgenda
                offices={activeOffices}
                rowsByOffice={rowsByOffice}
                currentUserId={user.id}
                onFreeCell={onFreeCell}
                onBookingClick={onBookingClick}
              />
            ) : (
              <DayGrid
                offices={activeOffices}
                bookingsByOffice={bookingsByOffice}
                cellsByOffice={cellsByOffice}
                startMinute={businessStartMinute}
                endMinute={businessEndMinute}
                currentUserId={user.id}
                nowMinute={nowMinute}
                onFreeCell={onFreeCell}
                onBookingClick={onBookingClick}
              />
            )}
          </div>
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
        onCloseAutoFocus={focus.restore}
        canBookForOthers={can(user.role, "booking:others")}
        currentUserId={user.id}
        onConfirm={async ({ office, startMinute, minutes, purpose, bookFor }) => {
          const created = await bookFromDialog({ office, date, startMinute, minutes, purpose, bookFor });
          focus.prefer(`[data-booking-id="${created.id}"]`);
          setSlot(null);
          toast({
            title: bookedToastTitle(office.name, created.startISO, created.endISO, timeZone),
            description: `${bookFor ? `For ${bookFor.name} · ` : ""}${formatLongDate(date)} · times in ${timeZone}`,
            variant: "success",
          });
        }}
      />
      <BookingDetailsDialog
        selection={selected}
        timeZone={timeZone}
        currentUserId={user.id}
        canCancel={selected ? canCancel(selected.booking) : false}
        canEdit={selected ? canCancel(selected.booking) : false}
        offices={activeOffices}
        policy={policy}
        pending={cancelBooking.isPending}
        updating={updateBooking.isPending}
        onUpdateBooking={update}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
        onCancelBooking={cancel}
        onCloseAutoFocus={focus.restore}
      />
    </div>
  );
}
