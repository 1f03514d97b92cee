/** Pure helpers of My Bookings (/bookings/history): the tab in the URL, status labels, "Book again" dates. */
import type { Booking } from "#shared/schemas/booking.ts";
import { MINE_STATUSES } from "#shared/schemas/booking.ts";
import { formatInZone, localDate, shiftDate } from "#shared/time.ts";

export type HistoryTab = (typeof MINE_STATUSES)[number];

export const HISTORY_TAB_LABELS: Record<HistoryTab, string> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
};

/** The tab named by `?tab=`; Upcoming for a missing or unknown value. */
export function historyTabOf(param: string | null): HistoryTab {
  return (MINE_STATUSES as readonly string[]).includes(param ?? "") ? (param as HistoryTab) : "upcoming";
}

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger";

/**
 * The status badge of a listed booking, as words (never colour only): a released booking (freed by
 * the system, e.g. an unused check-in) reads "Released", a cancelled one "Cancelled", a confirmed
 * one "Confirmed" while it is upcoming and "Completed" once it has ended.
 */
export function bookingStatusBadge(
  booking: Pick<Booking, "status" | "endISO">,
  now: Date = new Date(),
): { label: string; tone: BadgeTone } {
  if (booking.status === "released") return { label: "Released", tone: "warning" };
  if (booking.status === "cancelled") return { label: "Cancelled", tone: "danger" };
  if (Date.parse(booking.endISO) <= now.getTime()) return { label: "Completed", tone: "neutral" };
  return { label: "Confirmed", tone: "success" };
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

/** 0 (Sunday) .. 6 of a yyyy-MM-dd calendar date (no zone involved). */
function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The booking's local date and times in the team's zone: "Tue, Mar 10, 2026" and "09:00–10:00". */
export function bookingWhen(booking: Pick<Booking, "startISO" | "endISO">, timeZone: string) {
  return {
    date: formatInZone(booking.startISO, timeZone, "EEE, MMM d, yyyy"),
    time: `${formatInZone(booking.startISO, timeZone, "HH:mm")}–${formatInZone(booking.endISO, timeZone, "HH:mm")}`,
  };
}

/** The message of a from..to pair the server would refuse (from after to), else undefined. */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? "The start date must be on or before the end date" : undefined;
}
