import { Trans } from "@lingui/react";
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import type { Booking } from "#shared/schemas/booking.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ViewerTimes } from "#web/components/viewer-times.tsx";
import { bookingStatusBadge, bookingWhen } from "#web/features/bookings/utils/my-bookings.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { CheckInButton } from "./check-in-button.tsx";
import { RecurringMark } from "./recurring-mark.tsx";

/** The columns shared by the desktop header row and every item (md and up). */
export const MY_BOOKING_COLUMNS =
  "md:grid-cols-[minmax(0,1.1fr)_minmax(0,1.2fr)_minmax(0,1.7fr)_6.5rem_minmax(11rem,auto)] md:items-center md:gap-x-4";

const FULL = "col-span-2 md:col-span-1";

/**
 * One booking of My Bookings: office, local date and time in the team's zone, purpose, status in
 * words, and its actions. A row of columns from md up, a card below (one markup for both: the
 * badge moves beside the office name on a phone).
 */
export function MyBookingItem({
  booking,
  timeZone,
  now,
  bookAgainHref,
  onCancel,
  checkInGraceMinutes,
}: {
  booking: Booking;
  timeZone: string;
  now: number;
  /** The day view to book the same office again, or null when it can no longer be booked (inactive). */
  bookAgainHref: string | null;
  /** Present on Upcoming only. */
  onCancel?: (booking: Booking) => void;
  /** The team's check-in grace period: "Check in" shows while the window is open (Upcoming only). */
  checkInGraceMinutes?: number;
}) {
  const { _ } = useCatalogue("bookings");
  const when = bookingWhen(booking, timeZone, useDateStyle());
  const badge = bookingStatusBadge(booking, new Date(now));
  return (
    <li
      data-booking-id={booking.id}
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 rounded-lg border border-zinc-200 bg-white p-4 md:rounded-none md:border-0 md:border-b md:bg-transparent md:px-3 md:py-3 dark:border-zinc-800 dark:bg-zinc-900 md:dark:bg-transparent ${MY_BOOKING_COLUMNS}`}
    >
      <p className="col-start-1 row-start-1 min-w-0 font-medium break-words text-zinc-900 md:col-auto md:row-auto dark:text-zinc-100">
        {booking.officeName} <RecurringMark booking={booking} />
        {booking.office.isActive ? null : (
          <span className="ml-2 inline-block align-middle">
            <Badge>{_("bookings.office.inactive")}</Badge>
          </span>
        )}
      </p>
      <p className={`${FULL} text-sm text-zinc-700 dark:text-zinc-300`}>
        <span className="whitespace-nowrap">{when.date}</span>{" "}
        <span aria-hidden="true" className="md:hidden">
          ·
        </span>{" "}
        <span className="whitespace-nowrap md:block md:text-zinc-600 md:dark:text-zinc-400">{when.time}</span>
        <ViewerTimes
          startISO={booking.startISO}
          endISO={booking.endISO}
          timeZone={timeZone}
          className="text-xs text-zinc-600 dark:text-zinc-400"
        />
      </p>
      <p className={`${FULL} min-w-0 text-sm break-words text-zinc-700 dark:text-zinc-300`}>
        {booking.purpose ? (
          <Trans
            id="bookings.item.purpose"
            values={{ purpose: booking.purpose }}
            components={{ 0: <span className="sr-only" /> }}
          />
        ) : (
          <span className="text-zinc-600 italic dark:text-zinc-400">{_("bookings.item.noPurpose")}</span>
        )}
      </p>
      <div className="col-start-2 row-start-1 self-start md:col-auto md:row-auto md:self-center">
        <Badge tone={badge.tone}>{_(badge.label)}</Badge>
      </div>
      <div className={`${FULL} flex flex-wrap items-center gap-2 pt-2 md:justify-end md:pt-0`}>
        {checkInGraceMinutes !== undefined ? (
          <CheckInButton booking={booking} graceMinutes={checkInGraceMinutes} />
        ) : null}
        {bookAgainHref ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={bookAgainHref} aria-label={_("bookings.item.bookAgainLabel", { office: booking.officeName })}>
              <CalendarPlus aria-hidden="true" />
              {_("bookings.item.bookAgain")}
            </Link>
          </Button>
        ) : null}
        {onCancel ? (
          <Button
            variant="secondary-destructive"
            size="sm"
            aria-label={_("bookings.item.cancelLabel", {
              office: booking.officeName,
              date: when.date,
              time: when.time,
            })}
            onClick={() => onCancel(booking)}
          >
            {_("bookings.item.cancel")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
