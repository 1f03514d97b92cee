import { useMemo, useState } from "react";
import type { Booking } from "#shared/schemas/booking.ts";
import { formatLongDate, minuteOfDay, todayInZone } from "#shared/time.ts";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { TimeZoneNote } from "#web/components/time-zone-note.tsx";
import { combineQueries, QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useAssignedDays } from "#web/features/bookings/api/get-assigned-days.ts";
import { useRangeBookings } from "#web/features/bookings/api/get-range-bookings.ts";
import { useBookSlot } from "#web/features/bookings/hooks/use-book-slot.ts";
import { useBookingActions } from "#web/features/bookings/hooks/use-booking-actions.ts";
import { activeOfficesOf } from "#web/features/bookings/utils/active-offices.ts";
import { draftOf, updateBodyOf } from "#web/features/bookings/utils/booking-edit.ts";
import { groupBookingsByOffice } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { slotViolation, slotViolations } from "#web/features/bookings/utils/slot-violation.ts";
import { shortDayLabel, weekDates } from "#web/features/bookings/utils/week-dates.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useReturnFocus } from "#web/lib/use-return-focus.ts";
import type { SlotRequest } from "./book-slot-dialog.tsx";
import type { BookingSelection } from "./booking-details-dialog.tsx";
import { CalendarViewSwitcher, chosenOffices, OfficeSelect, useCalendarParams } from "./calendar-controls.tsx";
import { CalendarDialogs } from "./calendar-dialogs.tsx";
import { DateNavigation } from "./date-navigation.tsx";
import { type BookingMove, type CellRange, type WeekDay, WeekGrid } from "./week-grid.tsx";
import { WeekList } from "./week-list.tsx";

/**
 * /week?date=&office=: one office's week in the team's zone (7 days from the team's week start,
 * rows of its business hours). Drag down free cells to book a range; click a booking for its
 * details. Below 768 px the week is a day-by-day list.
 */
export function WeekViewPage() {
  const { _ } = useCatalogue("calendar");
  // The bookings catalogue words the shared utils' texts (rules broken, a block's name).
  useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const user = useCurrentUser();
  const policy = teamPolicyOf(user);
  const { timeZone, businessStartMinute, businessEndMinute } = policy;
  const { weekStartsOn } = policy;
  const now = useNow();
  const today = todayInZone(timeZone);
  const { date, office: officeParam, setDate, setOffice } = useCalendarParams(user.id, today);
  const dates = useMemo(() => weekDates(date, weekStartsOn), [date, weekStartsOn]);
  const hasTeam = !!user.teamId;
  const offices = useOffices({ queryConfig: { enabled: hasTeam } });
  const office = chosenOffices(offices.data ?? [], officeParam)[0] ?? null;
  // The chosen office's week only: a large team's whole week would be hundreds of kilobytes.
  const bookings = useRangeBookings({
    from: dates[0],
    to: dates[6],
    officeIds: office ? [office.id] : null,
    queryConfig: { enabled: hasTeam && office !== null },
  });
  // A colleague's assigned desk: the days its holder keeps it are closed (docs/product.md "Assigned desks").
  const theirDesk = office?.assignedUserId && office.assignedUserId !== user.id ? office : null;
  const kept = useAssignedDays({ from: dates[0], to: dates[6], officeIds: theirDesk ? [theirDesk.id] : [] });
  const { bookFromDialog, pending } = useBookSlot(user, timeZone);
  const focus = useReturnFocus();
  const [slot, setSlot] = useState<(SlotRequest & { date: string }) | null>(null);
  const [selected, setSelected] = useState<BookingSelection | null>(null);
  const actions = useBookingActions(user, timeZone, focus, () => setSelected(null));
  const isPhone = useMediaQuery("(max-width: 767px)");

  const activeOffices = useMemo(() => activeOfficesOf(offices.data ?? []), [offices.data]);
  const days: WeekDay[] = useMemo(() => {
    const list = bookings.data ?? [];
    return dates.map((day) => {
      const heldBy =
        theirDesk && kept.data?.kept.includes(`${theirDesk.id}/${day}`) ? theirDesk.assignedUserName : null;
      const closedReason = (minute: number) =>
        heldBy
          ? _("calendar.closed.assignedReason", { name: heldBy })
          : (slotViolation({ date: day, startMinute: minute, minutes: 30 }, policy, new Date(now), _)?.message ?? null);
      let firstOpenMinute: number | null = null;
      for (let m = businessStartMinute; m + 30 <= businessEndMinute && firstOpenMinute === null; m += 30) {
        if (!closedReason(m)) firstOpenMinute = m;
      }
      return {
        date: day,
        label: shortDayLabel(day, dateStyle),
        longLabel: formatLongDate(day, dateStyle),
        isToday: day === today,
        bookings: office ? (groupBookingsByOffice(list, day, timeZone).get(office.id) ?? []) : [],
        closedReason,
        firstOpenMinute,
      };
    });
  }, [
    bookings.data,
    dates,
    today,
    office,
    timeZone,
    policy,
    now,
    businessStartMinute,
    businessEndMinute,
    dateStyle,
    _,
    theirDesk,
    kept.data,
  ]);
  const nowMinute = dates.includes(today) ? minuteOfDay(new Date(now).toISOString(), today, timeZone) : null;

  const openRange = (range: CellRange) => {
    if (!office) return;
    focus.remember();
    setSlot({ office, startMinute: range.startMinute, minutes: range.endMinute - range.startMinute, date: range.date });
  };
  const openBooking = (booking: Booking) => {
    if (!office) return;
    focus.remember();
    setSelected({ booking, office });
  };
  // A block dropped on another time or day: the same rules as the edit form, then PATCH.
  const move = ({ booking: b, date: day, startMinute }: BookingMove) => {
    const draft = { ...draftOf(b, timeZone), date: day, startMinute };
    const broken = slotViolations(draft, policy, new Date(), _);
    if (broken.length > 0) {
      toast({
        title: _("calendar.week.notMoved"),
        description: broken.map((v) => v.message).join(" "),
        variant: "destructive",
      });
      return;
    }
    const body = updateBodyOf(b, draft, timeZone);
    if (!body || actions.updating) return;
    actions
      .update(b, { scope: "this", body })
      .catch((error: unknown) =>
        toast({ title: _("calendar.week.notMoved"), description: errorMessage(error), variant: "destructive" }),
      );
  };

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={_("calendar.week.title")}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">
              {formatLongDate(dates[0], dateStyle)} – {formatLongDate(dates[6], dateStyle)}
            </span>
            <TimeZoneNote timeZone={timeZone} />
          </span>
        }
        actions={<CalendarViewSwitcher current="/week" />}
      />
      <DateNavigation
        date={date}
        today={today}
        step={7}
        unit="week"
        onChange={setDate}
        hint={
          <OfficeSelect
            offices={offices.data ?? []}
            value={office?.id ?? officeParam}
            onChange={setOffice}
            allowAll={false}
          />
        }
      />
      <QueryState<unknown>
        // With no office to show, the week waits for nothing but the offices.
        query={office === null ? offices : combineQueries(offices, bookings)}
        loading={<Skeleton className="h-[36rem]" />}
        errorFallback={_("calendar.loadFailed")}
        isEmpty={() => office === null}
        empty={
          <NoOfficesState
            role={user.role}
            title={_("calendar.noOffices.title")}
            description={_("calendar.noOffices.description")}
          />
        }
      >
        {() =>
          office === null ? null : isPhone ? (
            <WeekList
              office={office}
              days={days}
              currentUserId={user.id}
              onBook={(day) =>
                openRange({ date: day, startMinute: businessStartMinute, endMinute: businessStartMinute + 60 })
              }
              onBookingClick={openBooking}
            />
          ) : (
            <WeekGrid
              office={office}
              days={days}
              startMinute={businessStartMinute}
              endMinute={businessEndMinute}
              currentUserId={user.id}
              nowMinute={nowMinute}
              onRange={openRange}
              onBookingClick={openBooking}
              canMove={actions.canChange}
              onMove={move}
            />
          )
        }
      </QueryState>
      <CalendarDialogs
        user={user}
        policy={policy}
        offices={activeOffices}
        slot={slot}
        onSlotClosed={() => setSlot(null)}
        selected={selected}
        onSelectedClosed={() => setSelected(null)}
        focus={focus}
        actions={actions}
        bookFromDialog={bookFromDialog}
        booking={pending}
      />
    </div>
  );
}
