import type { BookingPolicy } from "#shared/booking-policy.ts";
import { checkBookingRequest, collectBookingViolations } from "#shared/booking-rules.ts";
import { MIN_BOOKING_MINUTES } from "#shared/constants.ts";
import type { ErrorCode } from "#shared/errors.ts";
import { formatMinute, MINUTE_MS, zonedInstant } from "#shared/time.ts";
import type { Translate } from "./booking-labels.ts";

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

/** The short title of each rule the browser checks, as a message id of the bookings catalogue. */
const TITLE_IDS: Partial<Record<ErrorCode, string>> = {
  BOOKING_IN_PAST: "bookings.violation.title.inPast",
  OUTSIDE_BUSINESS_HOURS: "bookings.violation.title.outsideHours",
  BOOKING_NOTICE_TOO_SHORT: "bookings.violation.title.notice",
  BEYOND_HORIZON: "bookings.violation.title.horizon",
  DURATION_OUT_OF_RANGE: "bookings.violation.title.duration",
};

/** What the words of a broken rule depend on: the slot asked for, the team's rules, the office's name. */
export interface ViolationContext {
  slot: Slot;
  policy: BookingPolicy;
  /** The office booked, for OFFICE_INACTIVE; without it that rule keeps the server's words. */
  officeName?: string;
}

/** "12 hours", "90 minutes", "1 hour" (booking-rules.ts `formatSpan`) in the reader's language. */
function span(minutes: number, _: Translate): string {
  return minutes % 60 !== 0
    ? _("bookings.span.minutes", { minutes })
    : _("bookings.span.hours", { hours: minutes / 60 });
}

/**
 * The message of a broken rule in the reader's language (the bookings catalogue; the English is
 * the shared rule's own, word for word): every rule whose words follow from the slot, the team's
 * rules and the office, whether the browser found it or the server's check did. The others (a
 * conflict, the member quota, the trial, a time off the quarter hour) name facts only the server
 * knows and keep `violation.message`, the server's words.
 */
export function violationText(
  violation: { code: string; message: string },
  { slot, policy, officeName }: ViolationContext,
  _: Translate,
): string {
  switch (violation.code) {
    case "END_BEFORE_START":
      return _("bookings.violation.endBeforeStart");
    case "DURATION_OUT_OF_RANGE": {
      const start = zonedInstant(slot.date, slot.startMinute, policy.timeZone);
      const end = zonedInstant(slot.date, slot.startMinute + slot.minutes, policy.timeZone);
      return _("bookings.violation.duration", {
        min: MIN_BOOKING_MINUTES,
        max: span(policy.maxBookingMinutes, _),
        minutes: (end.getTime() - start.getTime()) / MINUTE_MS,
      });
    }
    case "BOOKING_IN_PAST":
      return _("bookings.violation.inPast");
    case "BOOKING_NOTICE_TOO_SHORT":
      return _("bookings.violation.notice", { span: span(policy.minNoticeMinutes, _) });
    case "BEYOND_HORIZON":
      return _("bookings.violation.horizon", { days: policy.horizonDays });
    case "OUTSIDE_BUSINESS_HOURS":
      return _("bookings.violation.outsideHours", {
        start: formatMinute(policy.businessStartMinute),
        end: formatMinute(policy.businessEndMinute),
        zone: policy.timeZone,
      });
    case "TEAM_SUSPENDED":
      return _("bookings.violation.suspended");
    case "OFFICE_INACTIVE":
      return officeName === undefined
        ? violation.message
        : _("bookings.violation.officeInactive", { office: officeName });
    default:
      return violation.message;
  }
}

/** `violation` with its title and message worded by `_`. */
function worded(
  violation: { code: ErrorCode; message: string },
  slot: Slot,
  policy: BookingPolicy,
  _: Translate,
): SlotViolation {
  return {
    code: violation.code,
    title: _(TITLE_IDS[violation.code] ?? "bookings.violation.title.other"),
    message: violationText(violation, { slot, policy }, _),
  };
}

/**
 * The first rule `slot` breaks under the team's `policy` at `now`, or null: the shared rules of
 * src/shared/booking-rules.ts that the server applies, so the day view's quick booking and the
 * book-slot dialog refuse with the server's own message before sending. (The member quota and
 * conflicts need the server's data and are left to it.) Title and message are worded by `_` (the
 * bookings catalogue).
 */
export function slotViolation(slot: Slot, policy: BookingPolicy, now: Date, _: Translate): SlotViolation | null {
  const start = zonedInstant(slot.date, slot.startMinute, policy.timeZone);
  const end = zonedInstant(slot.date, slot.startMinute + slot.minutes, policy.timeZone);
  const violation = checkBookingRequest({ start, end }, policy, now);
  if (!violation) return null;
  return worded(violation, slot, policy, _);
}

/**
 * Every rule `slot` breaks under `policy` at `now` (empty when none), in the server's order, with
 * the server's messages: what the edit form lists before sending, and what the booking dialog shows
 * until the server's own check (which adds quota, trial, office and conflicts) answers. Worded by
 * `_` (the bookings catalogue).
 */
export function slotViolations(slot: Slot, policy: BookingPolicy, now: Date, _: Translate): SlotViolation[] {
  const start = zonedInstant(slot.date, slot.startMinute, policy.timeZone);
  const end = zonedInstant(slot.date, slot.startMinute + slot.minutes, policy.timeZone);
  return collectBookingViolations({ start, end }, policy, now).map((violation) => worded(violation, slot, policy, _));
}
