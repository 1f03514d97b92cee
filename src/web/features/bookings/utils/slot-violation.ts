import type { BookingPolicy } from "#shared/booking-policy.ts";
import { checkBookingRequest, collectBookingViolations } from "#shared/booking-rules.ts";
import type { ErrorCode } from "#shared/errors.ts";
import { zonedInstant } from "#shared/time.ts";

/** Why a slot is refused before it is sent: the rule's code, a short title and the shared rule's message. */
export interface SlotViolation {
  code: ErrorCode;
  title: string;
  message: string;
}

/** A slot of local date `date` in the policy's zone: `minutes` from `startMinute` after local midnight. */
export interface Slot {
  date: string;
  startMinute: number;
  minutes: number;
}

const TITLES: Partial<Record<ErrorCode, string>> = {
  BOOKING_IN_PAST: "Invalid booking time",
  OUTSIDE_BUSINESS_HOURS: "Outside business hours",
  BOOKING_NOTICE_TOO_SHORT: "Too short notice",
  BEYOND_HORIZON: "Too far ahead",
  DURATION_OUT_OF_RANGE: "Invalid duration",
};

/**
 * The first rule `slot` breaks under the team's `policy` at `now`, or null: the shared rules of
 * src/shared/booking-rules.ts that the server applies, so the day view's quick booking and the
 * book-slot dialog refuse with the server's own message before sending. (The member quota and
 * conflicts need the server's data and are left to it.)
 */
export function slotViolation(slot: Slot, policy: BookingPolicy, now: Date): SlotViolation | null {
  const start = zonedInstant(slot.date, slot.startMinute, policy.timeZone);
  const end = zonedInstant(slot.date, slot.startMinute + slot.minutes, policy.timeZone);
  const violation = checkBookingRequest({ start, end }, policy, now);
  if (!violation) return null;
  return { ...violation, title: TITLES[violation.code] ?? "Cannot book this slot" };
}

/**
 * Every rule `slot` breaks under `policy` at `now` (empty when none), in the server's order, with
 * the server's messages: what the edit form lists before sending, and what the booking dialog shows
 * until the server's own check (which adds quota, trial, office and conflicts) answers.
 */
export function slotViolations(slot: Slot, policy: BookingPolicy, now: Date): SlotViolation[] {
  const start = zonedInstant(slot.date, slot.startMinute, policy.timeZone);
  const end = zonedInstant(slot.date, slot.startMinute + slot.minutes, policy.timeZone);
  return collectBookingViolations({ start, end }, policy, now).map((violation) => ({
    ...violation,
    title: TITLES[violation.code] ?? "Cannot book this slot",
  }));
}
