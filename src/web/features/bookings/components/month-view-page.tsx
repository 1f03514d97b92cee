import type { I18n } from "@lingui/core";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { BookingDay } from "#shared/schemas/booking.ts";
import { type DateStyle, formatCalendarDate, formatLongDate, todayInZone } from "#shared/time.ts";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { TimeZoneNote } from "#web/components/time-zone-note.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { combineQueries, QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useBookingDays } from "#web/features/bookings/api/get-booking-days.ts";
import { formatUtilisation, monthGridDates, type WeekStart } from "#web/features/bookings/utils/month-summary.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { cn } from "#web/lib/cn.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { ALL_OFFICES, CalendarViewSwitcher, OfficeSelect, useCalendarParams } from "./calendar-controls.tsx";

/** "November 2026" for a yyyy-MM-dd calendar date (no zone involved), as `style` writes it. */
function monthLabel(date: string, style: DateStyle): string {
  return formatCalendarDate(date, "MMMM yyyy", style);
}

/** The first of the month `months` away from `date`'s month. */
function shiftMonth(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** What a day cell says to a screen reader: the date and every figure shown. */
function dayLabel(day: BookingDay, style: DateStyle, _: I18n["_"]): string {
  const parts = [formatLongDate(day.date, style), _("calendar.month.bookings", { count: day.bookings })];
  if (day.own > 0) parts.push(_("calendar.month.own", { count: day.own }));
  if (day.utilisation !== null)
    parts.push(_("calendar.month.utilised", { percent: formatUtilisation(day.utilisation) }));
  return parts.join(", ");
}

/**
 * /month?date=&office=: a 6×7 month grid in the team's zone; each day shows its bookings, the
 * viewer's own and the utilisation (booked ÷ bookable seat-hours within business hours) as a bar
 * and as text, as the server sums them (GET /api/bookings/days): the month's bookings themselves
 * never come to the browser. A day opens /day for that date with the same office.
 */
export function MonthViewPage() {
  const { _ } = useCatalogue("calendar");
  const dateStyle = useDateStyle();
  const user = useCurrentUser();
  const policy = teamPolicyOf(user);
  const { timeZone } = policy;
  const weekStartsOn = policy.weekStartsOn as WeekStart;
  const today = todayInZone(timeZone);
  const { date, office, setDate, setOffice } = useCalendarParams(user.id, today);
  const dates = useMemo(() => monthGridDates(date, weekStartsOn), [date, weekStartsOn]);
  const hasTeam = !!user.teamId;
  const offices = useOffices({ queryConfig: { enabled: hasTeam } });
  // One office's figures once the list says it is the team's (a remembered choice may be gone: then
  // every active office, as the picker shows); "all" needs no list and asks at once.
  const known = office === ALL_OFFICES ? null : (offices.data?.find((o) => o.id === office) ?? null);
  const days = useBookingDays({
    from: dates[0],
    to: dates[41],
    officeId: known?.id,
    queryConfig: { enabled: hasTeam && (office === ALL_OFFICES || offices.isSuccess) },
  });
  const month = date.slice(0, 7);
  const weekdays = Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={_("calendar.month.title")}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{monthLabel(date, dateStyle)}</span>
            <TimeZoneNote timeZone={timeZone} />
          </span>
        }
        actions={<CalendarViewSwitcher current="/month" />}
      />
      <nav aria-label={_("calendar.month.nav")} className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          onClick={() => setDate(shiftMonth(date, -1))}
          aria-label={_("calendar.month.previous")}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="secondary" onClick={() => setDate(today)} disabled={date.slice(0, 7) === today.slice(0, 7)}>
          {_("calendar.nav.today")}
        </Button>
        <Button
          variant="secondary"
          size="icon"
          onClick={() => setDate(shiftMonth(date, 1))}
          aria-label={_("calendar.month.next")}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <div className="ml-auto">
          <OfficeSelect offices={offices.data ?? []} value={office} onChange={setOffice} />
        </div>
      </nav>
      <QueryState
        query={combineQueries(offices, days)}
        loading={<Skeleton className="h-[32rem]" />}
        errorFallback={_("calendar.loadFailed")}
        isEmpty={([list]) => list.every((o) => !o.isActive)}
        empty={
          <NoOfficesState
            role={user.role}
            title={_("calendar.noOffices.title")}
            description={_("calendar.noOffices.description")}
          />
        }
      >
        {([, figures]) => {
          return (
            <table className="w-full table-fixed border-collapse overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
              <caption className="sr-only">
                {_("calendar.month.caption", { month: monthLabel(date, dateStyle) })}
              </caption>
              <thead>
                <tr>
                  {weekdays.map((weekday) => (
                    <th
                      key={weekday}
                      scope="col"
                      className="border-b border-zinc-200 bg-zinc-50 py-2 text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400"
                    >
                      <abbr title={dateStyle.weekdays[weekday]} className="no-underline">
                        {dateStyle.weekdaysShort[weekday]}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: 6 }, (_, row) => (
                  <tr key={figures[row * 7].date}>
                    {figures.slice(row * 7, row * 7 + 7).map((day) => (
                      <DayCell
                        key={day.date}
                        day={day}
                        inMonth={day.date.startsWith(month)}
                        isToday={day.date === today}
                        office={office}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </QueryState>
    </div>
  );
}

function DayCell({
  day,
  inMonth,
  isToday,
  office,
}: {
  day: BookingDay;
  inMonth: boolean;
  isToday: boolean;
  office: string;
}) {
  const { _ } = useCatalogue("calendar");
  const dateStyle = useDateStyle();
  const percent = day.utilisation === null ? null : formatUtilisation(day.utilisation);
  return (
    <td className="h-24 border border-zinc-200 p-0 align-top sm:h-28 dark:border-zinc-800">
      <Link
        to={`/day?date=${day.date}&office=${encodeURIComponent(office)}`}
        aria-label={dayLabel(day, dateStyle, _)}
        aria-current={isToday ? "date" : undefined}
        className={cn(
          "flex h-full flex-col gap-1 p-1.5 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:p-2 dark:hover:bg-zinc-900",
          !inMonth && "bg-zinc-50/60 text-zinc-500 dark:bg-zinc-950 dark:text-zinc-400",
        )}
      >
        <span
          className={cn(
            "inline-flex size-6 items-center justify-center rounded-full text-xs font-medium sm:text-sm",
            isToday && "bg-indigo-600 text-white",
          )}
        >
          {Number(day.date.slice(8))}
        </span>
        {day.bookings > 0 ? (
          <span className="text-xs text-zinc-700 dark:text-zinc-300">
            {day.bookings}
            <span className="hidden sm:inline"> {_("calendar.month.bookingsWord", { count: day.bookings })}</span>
          </span>
        ) : null}
        {day.own > 0 ? (
          <span className="hidden text-xs font-medium text-indigo-700 sm:inline dark:text-indigo-300">
            {_("calendar.month.own", { count: day.own })}
          </span>
        ) : null}
        {percent !== null && day.bookings > 0 ? (
          <span className="mt-auto flex items-center gap-1">
            <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
                style={{ width: `${Math.max(4, Math.round((day.utilisation ?? 0) * 100))}%` }}
              />
            </span>
            <span className="text-[11px] tabular-nums text-zinc-600 dark:text-zinc-400">{percent}</span>
          </span>
        ) : null}
      </Link>
    </td>
  );
}
