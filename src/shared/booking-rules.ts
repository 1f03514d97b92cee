/**
 * The booking rules as pure functions (DESIGN.md "Time"; spec section 5 for the texts), shared by
 * the server, which refuses a request with the violation's code (422), and the client, which shows
 * the same reason before sending. Each rule takes the request (instants), the team's policy and
 * `now`, and returns the first thing wrong as `{ code, message }`, or null.
 */
import type { BookingPolicy } from "./booking-policy.ts";
import { MIN_BOOKING_MINUTES, SLOT_MINUTES } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { DAY_MS, formatMinute, localDate, localDateAndMinute, localMinutes, MINUTE_MS } from "./time.ts";

/** The instants of a requested booking. */
export interface BookingRequest {
  start: Date;
  end: Date;
}

export interface BookingViolation {
  code: ErrorCode;
  message: string;
}

export type BookingRule = (request: BookingRequest, policy: BookingPolicy, now: Date) => BookingViolation | null;

/** "12 hours", "90 minutes", "1 hour". */
function formatSpan(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

export const checkEndAfterStart: BookingRule = ({ start, end }) =>
  end.getTime() > start.getTime()
    ? null
    : { code: "END_BEFORE_START", message: "The end time must be after the start time." };

/** Start and end on the local quarter hour (:00, :15, :30, :45), with no seconds. */
export const checkOnGrid: BookingRule = ({ start, end }, policy) => {
  for (const instant of [start, end]) {
    const whole = instant.getTime() % MINUTE_MS === 0;
    if (!whole || localMinutes(instant, policy.timeZone) % SLOT_MINUTES !== 0) {
      return {
        code: "OFF_GRID",
        message: `Bookings start and end on the quarter hour (:00, :15, :30 or :45); ${instant.toISOString()} is not.`,
      };
    }
  }
  return null;
};

/** From MIN_BOOKING_MINUTES to the policy's maximum, in elapsed minutes (a DST change counts as it lasts). */
export const checkDuration: BookingRule = ({ start, end }, policy) => {
  const minutes = (end.getTime() - start.getTime()) / MINUTE_MS;
  if (minutes >= MIN_BOOKING_MINUTES && minutes <= policy.maxBookingMinutes) return null;
  return {
    code: "DURATION_OUT_OF_RANGE",
    message: `A booking lasts from ${MIN_BOOKING_MINUTES} minutes to ${formatSpan(policy.maxBookingMinutes)}; this one is ${minutes} minutes.`,
  };
};

export const checkNotInPast: BookingRule = ({ start }, _policy, now) =>
  start.getTime() < now.getTime() ? { code: "BOOKING_IN_PAST", message: "Cannot book time slots in the past" } : null;

/** At least the policy's notice between now and the start. */
export const checkMinNotice: BookingRule = ({ start }, policy, now) => {
  if (start.getTime() >= now.getTime() + policy.minNoticeMinutes * MINUTE_MS) return null;
  return {
    code: "BOOKING_NOTICE_TOO_SHORT",
    message: `Bookings must be made at least ${formatSpan(policy.minNoticeMinutes)} ahead. Pick a later start.`,
  };
};

/** No further ahead than the policy's horizon (days of 24 hours from now). */
export const checkWithinHorizon: BookingRule = ({ start }, policy, now) => {
  if (start.getTime() <= now.getTime() + policy.horizonDays * DAY_MS) return null;
  return {
    code: "BEYOND_HORIZON",
    message: `Bookings can be made at most ${policy.horizonDays} days ahead. Pick an earlier date.`,
  };
};

/** Within business hours on one local day; an end at the next local midnight counts as 24:00. */
export const checkWithinBusinessHours: BookingRule = ({ start, end }, policy) => {
  const zone = policy.timeZone;
  const startAt = localDateAndMinute(start, zone);
  const endAt = localDateAndMinute(end, zone);
  const endMinute = endAt.date === startAt.date ? endAt.minute : endAt.minute === 0 ? 1440 : Number.NaN;
  const sameDay = localDate(new Date(end.getTime() - 1), zone) === startAt.date;
  if (sameDay && startAt.minute >= policy.businessStartMinute && endMinute <= policy.businessEndMinute) return null;
  return {
    code: "OUTSIDE_BUSINESS_HOURS",
    message: `Bookings are only available between ${formatMinute(policy.businessStartMinute)} and ${formatMinute(policy.businessEndMinute)} (${zone}) on a single day.`,
  };
};

/** The rules of one request, in the order their violations are reported. */
export const BOOKING_RULES: readonly BookingRule[] = [
  checkEndAfterStart,
  checkOnGrid,
  checkDuration,
  checkNotInPast,
  checkMinNotice,
  checkWithinHorizon,
  checkWithinBusinessHours,
];

/**
 * Rules left out once an earlier one has failed, because they would only repeat it: with the end
 * not after the start there is no duration to judge, and a start in the past has no notice at all.
 */
const REPEATS: Partial<Record<ErrorCode, BookingRule>> = {
  END_BEFORE_START: checkDuration,
  BOOKING_IN_PAST: checkMinNotice,
};

/**
 * Every violation of `request` under `policy` at `now`, in BOOKING_RULES order (so the first is the
 * one `checkBookingRequest` answers); empty when the request may be placed. Used to explain a slot
 * (POST /api/bookings/check, the booking dialog) rather than refuse it.
 */
export function collectBookingViolations(
  request: BookingRequest,
  policy: BookingPolicy,
  now: Date,
): BookingViolation[] {
  const violations: BookingViolation[] = [];
  const skipped = new Set<BookingRule>();
  for (const rule of BOOKING_RULES) {
    if (skipped.has(rule)) continue;
    const violation = rule(request, policy, now);
    if (!violation) continue;
    violations.push(violation);
    const repeat = REPEATS[violation.code];
    if (repeat) skipped.add(repeat);
  }
  return violations;
}

/** The first violation of `request` under `policy` at `now`, or null when it may be placed. */
export function checkBookingRequest(
  request: BookingRequest,
  policy: BookingPolicy,
  now: Date,
): BookingViolation | null {
  return collectBookingViolations(request, policy, now)[0] ?? null;
}

/**
 * The member quota: `activeCount` live (confirmed, not ended) bookings already held by the booker.
 * `bookerName` is null when booking for oneself. The server checks it inside the write transaction.
 */
export function checkActiveBookingQuota(
  activeCount: number,
  policy: BookingPolicy,
  bookerName: string | null,
): BookingViolation | null {
  const max = policy.maxActiveBookings;
  if (max === null || activeCount < max) return null;
  const who = bookerName === null ? "You already hold" : `${bookerName} already holds`;
  return {
    code: "BOOKING_QUOTA_REACHED",
    message: `${who} ${activeCount} upcoming ${activeCount === 1 ? "booking" : "bookings"}, the most your team allows (${max}). Cancel one to book another.`,
  };
}
