/**
 * The check-in window (docs/product.md "Check-in and release"): a booking can be checked into from
 * CHECK_IN_OPENS_MINUTES before its start until its grace period (team rule `checkInGraceMinutes`)
 * after its start, and never after it has ended. Pure, shared by the server (which enforces it) and
 * the web (which shows "Check in" only inside it).
 */
import { type ErrorText, withText } from "./error-text.ts";
import { formatTimeInZone, MINUTE_MS } from "./time.ts";

export const CHECK_IN_OPENS_MINUTES = 15;

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
}

/** The window of a booking [start, end) under a grace of `graceMinutes`; it closes at the end at the latest. */
export function checkInWindow(start: Date, end: Date, graceMinutes: number): CheckInWindow {
  const closes = Math.min(start.getTime() + graceMinutes * MINUTE_MS, end.getTime());
  return { opensAt: new Date(start.getTime() - CHECK_IN_OPENS_MINUTES * MINUTE_MS), closesAt: new Date(closes) };
}

export interface CheckInViolation {
  code: "CHECK_IN_TOO_EARLY" | "CHECK_IN_CLOSED";
  /** In English, word for word as the errors catalogue's English has it. */
  message: string;
  /** The message's id and values in the errors catalogue; not enumerable (`withText`). */
  readonly text?: ErrorText;
}

/**
 * Why the booking cannot be checked into at `now` (times named in `zone`), or null when it can.
 * The window includes its opening instant and excludes its closing one.
 */
export function checkInViolation(
  booking: { start: Date; end: Date },
  graceMinutes: number,
  now: Date,
  zone: string,
): CheckInViolation | null {
  const { opensAt, closesAt } = checkInWindow(booking.start, booking.end, graceMinutes);
  if (now.getTime() < opensAt.getTime()) {
    const time = formatTimeInZone(opensAt, zone);
    return withText<CheckInViolation>(
      {
        code: "CHECK_IN_TOO_EARLY",
        message: `Check-in opens at ${time}, ${CHECK_IN_OPENS_MINUTES} minutes before the booking starts.`,
      },
      { id: "errors.checkIn.tooEarly", values: { time, minutes: CHECK_IN_OPENS_MINUTES } },
    );
  }
  if (now.getTime() >= closesAt.getTime()) {
    const time = formatTimeInZone(closesAt, zone);
    return withText<CheckInViolation>(
      { code: "CHECK_IN_CLOSED", message: `Check-in for this booking closed at ${time}.` },
      { id: "errors.checkIn.closed", values: { time } },
    );
  }
  return null;
}
