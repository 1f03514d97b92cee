import { Plus } from "lucide-react";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { bookerName } from "#web/features/bookings/utils/booking-labels.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { RecurringMark } from "./recurring-mark.tsx";
import type { WeekDay } from "./week-grid.tsx";

/** The week as a day-by-day list for phones: each day's bookings of the office and a Book button. */
export function WeekList({
  office,
  days,
  currentUserId,
  onBook,
  onBookingClick,
}: {
  office: Office;
  days: WeekDay[];
  currentUserId: string;
  /** Book on `date` from its first open cell. */
  onBook: (date: string, startMinute: number) => void;
  onBookingClick: (booking: Booking) => void;
}) {
  const { _ } = useCatalogue("calendar");
  return (
    <ol className="grid gap-3" aria-label={_("calendar.week.list", { office: office.name })}>
      {days.map((day) => {
        return (
          <li
            key={day.date}
            className="rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className={cn("text-sm font-semibold", day.isToday && "text-indigo-700 dark:text-indigo-300")}>
                {day.longLabel}
              </h2>
              {day.firstOpenMinute === null ? (
                <span className="text-xs text-zinc-600 dark:text-zinc-400">{_("calendar.week.closed")}</span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onBook(day.date, day.firstOpenMinute ?? 0)}
                  aria-label={_("calendar.week.bookDay", { office: office.name, date: day.longLabel })}
                >
                  <Plus aria-hidden="true" />
                  {_("calendar.week.book")}
                </Button>
              )}
            </div>
            {day.bookings.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{_("calendar.week.noBookings")}</p>
            ) : (
              <ul className="mt-2 grid gap-1.5">
                {day.bookings.map(({ booking, startMinute, endMinute }) => {
                  const who =
                    booking.userId === currentUserId ? _("calendar.block.you") : bookerName(booking.userName, _);
                  return (
                    <li key={booking.id}>
                      <button
                        type="button"
                        data-booking-id={booking.id}
                        onClick={() => onBookingClick(booking)}
                        className="flex w-full items-baseline gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                      >
                        <span className="tabular-nums text-zinc-600 dark:text-zinc-400">
                          {formatMinute(startMinute)}–{formatMinute(endMinute)}
                        </span>
                        <span className="font-medium">
                          <RecurringMark booking={booking} className="mr-1" />
                          {who}
                        </span>
                        {office.isShared ? (
                          <span className="text-xs text-zinc-600 dark:text-zinc-400">
                            {_("calendar.week.seats", { seats: booking.seats, capacity: office.capacity })}
                          </span>
                        ) : null}
                        {booking.purpose ? (
                          <span className="truncate text-zinc-600 dark:text-zinc-400">{booking.purpose}</span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
