import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { QUICK_BOOKING_MINUTES } from "#shared/constants.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatLongDate, isDateString, minuteOfDay, todayInZone } from "#shared/time.ts";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { TimeZoneNote } from "#web/components/time-zone-note.tsx";
import { combineQueries, QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useAssignedDays } from "#web/features/bookings/api/get-assigned-days.ts";
import { useDayBookings } from "#web/features/bookings/api/get-day-bookings.ts";
import { useBookAgainRequest } from "#web/features/bookings/hooks/use-book-again-request.ts";
import { useBookSlot } from "#web/features/bookings/hooks/use-book-slot.ts";
import { useBookingActions } from "#web/features/bookings/hooks/use-booking-actions.ts";
import { activeOfficesOf } from "#web/features/bookings/utils/active-offices.ts";
import {
  type AgendaRow,
  agendaRows,
  cellFocusKey,
  closedDayNotice,
  type HourCell,
  hourCells,
} from "#web/features/bookings/utils/day-slots.ts";
import { type DayBooking, groupBookingsByOffice } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { DAY_OFFICES_PAGE, officePage } from "#web/features/bookings/utils/office-page.ts";
import { slotViolation } from "#web/features/bookings/utils/slot-violation.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useQuickBookingShortcut } from "#web/lib/use-quick-booking-shortcut.ts";
import { useReturnFocus } from "#web/lib/use-return-focus.ts";
import type { SlotRequest } from "./book-slot-dialog.tsx";
import type { BookingSelection } from "./booking-details-dialog.tsx";
import { CalendarDialogs } from "./calendar-dialogs.tsx";
import { ClosedNotice } from "./closed-notice.tsx";
import { DateNavigation } from "./date-navigation.tsx";
import { DayAgenda } from "./day-agenda.tsx";
import { DayGrid } from "./day-grid.tsx";
import { OfficePager } from "./office-pager.tsx";
import { QuickBookingToggle } from "./quick-booking-toggle.tsx";

/** Spec section 9: the shell's mobile breakpoint; below it the day view is an agenda, not a grid. */
const PHONE_QUERY = "(max-width: 767px)";

/**
 * /day?date=yyyy-MM-dd: offices × the team's business hours, in the team's time zone; an agenda
 * list on phones. A team with more offices than a page holds finds and pages them
 * (office-pager.tsx). Hours the team's rules refuse are closed with their reason; booking from the
 * dialog keeps the server's refusal inline; focus goes back to the cell or block a dialog came from.
 */
export function DayViewPage() {
  const { _ } = useCatalogue("calendar");
  // The bookings catalogue words the shared utils' texts (rules broken, a block's name).
  useCatalogue("bookings");
  const dateStyle = useDateStyle();
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
  const activeOffices = useMemo(() => activeOfficesOf(offices.data ?? []), [offices.data]);
  const [officeFilter, setOfficeFilter] = useState("");
  // Until the person pages or searches, the page holding the office a link named (`?office=`, as
  // the home page's availability widget links each office), else the first.
  const officeParam = params.get("office");
  const [officePageIndex, setOfficePageIndex] = useState<number | null>(null);
  const linkedIndex = officeParam ? activeOffices.findIndex((o) => o.id === officeParam) : -1;
  const pageIndex = officePageIndex ?? (linkedIndex >= 0 ? Math.floor(linkedIndex / DAY_OFFICES_PAGE) : 0);
  const page = useMemo(
    () => officePage(activeOffices, officeFilter, pageIndex),
    [activeOffices, officeFilter, pageIndex],
  );
  const shownOffices = page.offices;
  // A paged team loads only the page's bookings; a small one the whole team's day, as one list.
  // Which it is shows once the offices are in, so the day waits for them.
  const pageIds = useMemo(() => (page.paged ? shownOffices.map((o) => o.id) : null), [page.paged, shownOffices]);
  const bookings = useDayBookings({
    date,
    officeIds: pageIds,
    queryConfig: { enabled: hasTeam && offices.data !== undefined && pageIds?.length !== 0 },
  });
  const { book, bookFromDialog, pending: booking } = useBookSlot(user, timeZone);
  const [slot, setSlot] = useState<SlotRequest | null>(null);
  const [selected, setSelected] = useState<BookingSelection | null>(null);
  const focus = useReturnFocus();
  const actions = useBookingActions(user, timeZone, focus, () => setSelected(null));

  useBookAgainRequest(offices.data, setSlot);
  const bookingsByOffice = useMemo(
    () => groupBookingsByOffice(bookings.data ?? [], date, timeZone),
    [bookings.data, date, timeZone],
  );
  // Colleagues' assigned desks on the page, and which of them their holder keeps this day.
  const assignedIds = useMemo(
    () => shownOffices.filter((o) => o.assignedUserId && o.assignedUserId !== user.id).map((o) => o.id),
    [shownOffices, user.id],
  );
  const kept = useAssignedDays({ from: date, to: date, officeIds: assignedIds });
  // Re-derived each minute (`now`), so an hour closes as it passes.
  const cellsByOffice = useMemo(() => {
    const map = new Map<string, HourCell[]>();
    for (const office of shownOffices) {
      const heldBy = kept.data?.kept.includes(`${office.id}/${date}`) ? office.assignedUserName : null;
      map.set(
        office.id,
        hourCells(office, bookingsByOffice.get(office.id) ?? [], date, policy, new Date(now), _, heldBy),
      );
    }
    return map;
  }, [shownOffices, bookingsByOffice, date, policy, now, _, kept.data]);
  const rowsByOffice = useMemo(() => {
    const map = new Map<string, AgendaRow[]>();
    for (const office of shownOffices) {
      map.set(office.id, agendaRows(office, bookingsByOffice.get(office.id) ?? [], cellsByOffice.get(office.id) ?? []));
    }
    return map;
  }, [shownOffices, bookingsByOffice, cellsByOffice]);
  // One object per slot and date: the dialog starts its inputs afresh when its request changes, so
  // a new one each render (each minute, each refetch) would wipe what was typed and the server's refusal.
  const slotOnDate = useMemo(() => (slot ? { ...slot, date } : null), [slot, date]);
  const notice = closedDayNotice(cellsByOffice, _);
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
      _,
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

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={_("calendar.day.title")}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{formatLongDate(date, dateStyle)}</span>
            <TimeZoneNote timeZone={timeZone} />
          </span>
        }
        actions={<QuickBookingToggle quick={quick} />}
      />
      <DateNavigation
        date={date}
        today={today}
        onChange={(d) => setParams(officeParam ? { date: d, office: officeParam } : { date: d })}
        hint={quick ? _("calendar.day.hintQuick") : _("calendar.day.hint")}
      />
      {page.paged ? (
        <div className="mb-3">
          <OfficePager
            page={page}
            size={DAY_OFFICES_PAGE}
            filter={officeFilter}
            onFilter={(filter) => {
              setOfficeFilter(filter);
              setOfficePageIndex(0);
            }}
            onPage={setOfficePageIndex}
          />
        </div>
      ) : null}
      <QueryState<unknown>
        // A filter no office matches waits for nothing but the offices.
        query={pageIds?.length === 0 ? offices : combineQueries(offices, bookings)}
        loading={<Skeleton className="h-64" />}
        errorFallback={_("calendar.loadFailed")}
        isEmpty={() => activeOffices.length === 0}
        empty={
          <NoOfficesState
            role={user.role}
            title={_("calendar.noOffices.title")}
            description={_("calendar.noOffices.description")}
          />
        }
      >
        {() => (
          <div className="grid gap-3">
            {notice ? <ClosedNotice testId="closed-day-notice">{notice}</ClosedNotice> : null}
            {/* A search no office matches: the pager says so, and no empty grid is drawn. */}
            {shownOffices.length === 0 ? null : phone ? (
              <DayAgenda
                offices={shownOffices}
                rowsByOffice={rowsByOffice}
                currentUserId={user.id}
                onFreeCell={onFreeCell}
                onBookingClick={onBookingClick}
              />
            ) : (
              <DayGrid
                offices={shownOffices}
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
      <CalendarDialogs
        user={user}
        policy={policy}
        offices={activeOffices}
        slot={slotOnDate}
        onSlotClosed={() => setSlot(null)}
        selected={selected}
        onSelectedClosed={() => setSelected(null)}
        focus={focus}
        actions={actions}
        bookFromDialog={bookFromDialog}
        booking={booking}
      />
    </div>
  );
}
