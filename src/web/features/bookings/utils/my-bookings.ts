/** Pure helpers of My Bookings (/bookings/history): the tab in the URL, status labels, "Book again" dates. */
import type { Booking } from "#shared/schemas/booking.ts";
import { MINE_STATUSES } from "#shared/schemas/booking.ts";
import { type DateStyle, formatInZone, formatMinute, localDate, localMinutes, shiftDate } from "#shared/time.ts";

export type HistoryTab = (typeof MINE_STATUSES)[number];

/** Each tab's label: a message id of the bookings catalogue ("Upcoming"). */
export const HISTORY_TAB_LABELS: Record<HistoryTab, string> = {
  upcoming: "bookings.history.tab.upcoming",
  past: "bookings.history.tab.past",
  cancelled: "bookings.history.tab.cancelled",
};

/** The name of each tab's list: a message id of the bookings catalogue ("Upcoming bookings"). */
export const HISTORY_LIST_LABELS: Record<HistoryTab, string> = {
  upcoming: "bookings.history.list.upcoming",
  past: "bookings.history.list.past",
  cancelled: "bookings.history.list.cancelled",
};

/** The tab named by `?tab=`; Upcoming for a missing or unknown value. */
export function historyTabOf(param: string | null): HistoryTab {
  return (MINE_STATUSES as readonly string[]).includes(param ?? "") ? (param as HistoryTab) : "upcoming";
}

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger";

/**
 * The status badge of a listed booking, as words (never colour only): a released booking (freed by
 * the system, e.g. an unused check-in) reads "Released", a cancelled one "Cancelled", a confirmed
 * one "Confirmed" while it is upcoming and "Completed" once it has ended. `label` is a message id of
 * the bookings catalogue.
 */
export function bookingStatusBadge(
  booking: Pick<Booking, "status" | "endISO">,
  now: Date = new Date(),
): { label: string; tone: BadgeTone } {
  if (booking.status === "released") return { label: "bookings.status.released", tone: "warning" };
  if (booking.status === "cancelled") return { label: "bookings.status.cancelled", tone: "danger" };
  if (Date.parse(booking.endISO) <= now.getTime()) return { label: "bookings.status.completed", tone: "neutral" };
  return { label: "bookings.status.confirmed", tone: "success" };
}

/**
 * The date "Book again" offers: the first date after both `today` and the booking's own local date
 * that falls on the booking's weekday, in the team's zone (a Tuesday booking is booked again on the
 * next Tuesday still ahead; never today, whose hours may have passed).
 */
export function bookAgainDate(startISO: string, timeZone: string, today: string): string {
  const bookedOn = localDate(startISO, timeZone);
  const after = bookedOn > today ? bookedOn : today;
  const gap = (dayOfWeek(bookedOn) - dayOfWeek(after) + 7) % 7;
  return shiftDate(after, gap === 0 ? 7 : gap);
}

/**
 * Where "Book again" leads: the day view of `bookAgainDate`, asked to open the booking dialog for
 * the same office, local start time and length (`start=HH:mm&minutes=N`, read by `bookAgainRequest`).
 */
export function bookAgainHref(
  booking: Pick<Booking, "officeId" | "startISO" | "endISO">,
  timeZone: string,
  today: string,
): string {
  const start = localMinutes(booking.startISO, timeZone);
  const minutes = Math.round((Date.parse(booking.endISO) - Date.parse(booking.startISO)) / 60_000);
  const params = new URLSearchParams({
    date: bookAgainDate(booking.startISO, timeZone, today),
    office: booking.officeId,
    start: formatMinute(start),
    minutes: String(minutes),
  });
  return `/day?${params}`;
}

/** The dialog a day-view URL asks to open (`office`, `start=HH:mm`, `minutes`), or null if none is whole. */
export function bookAgainRequest(
  params: URLSearchParams,
): { officeId: string; startMinute: number; minutes: number } | null {
  const officeId = params.get("office");
  const start = /^(\d{2}):(\d{2})$/.exec(params.get("start") ?? "");
  const minutes = Number(params.get("minutes"));
  if (!officeId || !start || !Number.isInteger(minutes) || minutes <= 0) return null;
  const startMinute = Number(start[1]) * 60 + Number(start[2]);
  if (startMinute >= 24 * 60) return null;
  return { officeId, startMinute, minutes };
}

/** 0 (Sunday) .. 6 of a yyyy-MM-dd calendar date (no zone involved). */
function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The booking's local date and times in the team's zone: "Tue, Mar 10, 2026" and "09:00–10:00"
 * (the date as `style` writes it, useDateStyle()).
 */
export function bookingWhen(booking: Pick<Booking, "startISO" | "endISO">, timeZone: string, style?: DateStyle) {
  return {
    date: formatInZone(booking.startISO, timeZone, "EEE, MMM d, yyyy", style),
    time: `${formatInZone(booking.startISO, timeZone, "HH:mm")}–${formatInZone(booking.endISO, timeZone, "HH:mm")}`,
  };
}

/** The message id (bookings catalogue) of a from..to pair the server would refuse (from after to), else undefined. */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? "bookings.filters.rangeError" : undefined;
}
