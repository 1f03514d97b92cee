/**
 * When a team-local day is closed for booking, and why (docs/product.md "Time"):
 * a pure function of the day, the team's policy and `now`, shared by the server
 * (GET /api/availability) and the web views, so both grey out the same cells for the same reason.
 *
 * "Closed" is about where a booking may START: an instant is closed when a booking starting there
 * breaks a time rule of src/shared/booking-rules.ts (past or too little notice, beyond the horizon,
 * outside business hours). Intervals are half-open [start, end) UTC instants on the 15-minute grid,
 * sorted, disjoint, each with one reason (past before beyond_horizon before outside_hours).
 */
import type { BookingPolicy } from "./booking-policy.ts";
import { SLOT_MINUTES } from "./constants.ts";
import { DAY_MS, localDayRange, MINUTE_MS, zonedInstant } from "./time.ts";

/**
 * Why an interval is closed. `assigned` is never a day's: the availability read closes an assigned
 * desk's whole day with it for everyone but its holder, unless released (docs/product.md "Assigned
 * desks").
 */
export const CLOSED_REASONS = ["past", "beyond_horizon", "outside_hours", "assigned"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export interface ClosedInterval {
  start: Date;
  end: Date;
  reason: ClosedReason;
}

const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/**
 * The closed intervals of local day `date` (yyyy-MM-dd) in `policy.timeZone` at instant `now`:
 * - `past`: starts before now plus the policy's minimum notice, up to the next grid instant;
 * - `beyond_horizon`: starts later than `policy.horizonDays` days of 24 hours after now;
 * - `outside_hours`: before business start or from business end, local wall-clock minutes (a DST day
 *   keeps 07:00-20:00 local, so it is 13 hours of elapsed time either way; the day itself is 23 or 25).
 * Every zone offset in use is a multiple of 15 minutes, so the local grid is the UTC grid.
 * Throws RangeError for a date that does not exist.
 */
export function closedIntervals(date: string, policy: BookingPolicy, now: Date): ClosedInterval[] {
  const zone = policy.timeZone;
  const day = localDayRange(date, zone);
  const dayStart = day.start.getTime();
  const dayEnd = day.end.getTime();
  const open = zonedInstant(date, policy.businessStartMinute, zone).getTime();
  const close =
    policy.businessEndMinute >= 1440 ? dayEnd : zonedInstant(date, policy.businessEndMinute, zone).getTime();
  // The first start allowed: on the grid, at or after now plus the notice.
  const earliest = Math.ceil((now.getTime() + policy.minNoticeMinutes * MINUTE_MS) / SLOT_MS) * SLOT_MS;
  // The first start refused: the grid instant after the last one within the horizon.
  const horizon = Math.floor((now.getTime() + policy.horizonDays * DAY_MS) / SLOT_MS) * SLOT_MS + SLOT_MS;

  const reasonAt = (instant: number): ClosedReason | null => {
    if (instant < earliest) return "past";
    if (instant >= horizon) return "beyond_horizon";
    if (instant < open || instant >= close) return "outside_hours";
    return null;
  };
  const cuts = [...new Set([dayStart, dayEnd, open, close, earliest, horizon])]
    .filter((cut) => cut >= dayStart && cut <= dayEnd)
    .sort((a, b) => a - b);
  const intervals: ClosedInterval[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const reason = reasonAt(cuts[i]);
    if (!reason) continue;
    const last = intervals.at(-1);
    if (last && last.reason === reason && last.end.getTime() === cuts[i]) last.end = new Date(cuts[i + 1]);
    else intervals.push({ start: new Date(cuts[i]), end: new Date(cuts[i + 1]), reason });
  }
  return intervals;
}
