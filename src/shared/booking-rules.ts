/**
 * The booking rules, the one module that says whether a booking may be placed (docs/product.md
 * "Booking rules"; spec section 5 for the texts). Pure functions shared by the server, which refuses
 * a request with the violation's code, and the client, which shows the same reason before sending.
 *
 * The entry point is `judgeBooking`: given everything that decides (the request, the team's policy
 * and state, the office, and what the server read under its locks: the booker's live bookings and
 * the office's overlapping ones) it returns every violation, in the order they are reported, and the
 * seats the booking would hold. Create, check, edit, a series' and a template's dates all call it;
 * the exclusion constraint in the database stays the guarantee against a double booking.
 */
import type { BookingPolicy } from "./booking-policy.ts";
import { MIN_BOOKING_MINUTES, SLOT_MINUTES } from "./constants.ts";
import { type ErrorText, withText } from "./error-text.ts";
import type { ErrorCode } from "./errors.ts";
import { chooseSeats, type SeatChoice, type SeatHolder } from "./seat-allocation.ts";
import {
  DAY_MS,
  formatMinute,
  formatTimeInZone,
  localDate,
  localDateAndMinute,
  localMinutes,
  MINUTE_MS,
} from "./time.ts";

/** The instants of a requested booking. */
export interface BookingRequest {
  start: Date;
  end: Date;
}

export interface BookingViolation {
  code: ErrorCode;
  /** In English, word for word as the errors catalogue's English has it. */
  message: string;
  /**
   * The message's id and values in the errors catalogue, so the server refuses in the reader's
   * language; not enumerable (`withText`), so a violation stays `{ code, message }` as data.
   */
  readonly text?: ErrorText;
}

/** A violation with its message in English and as the errors catalogue words it. */
function violation(code: ErrorCode, message: string, text: ErrorText): BookingViolation {
  return withText({ code, message }, text);
}

export type BookingRule = (request: BookingRequest, policy: BookingPolicy, now: Date) => BookingViolation | null;

/** "12 hours", "90 minutes", "1 hour". */
function formatSpan(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

/** `formatSpan` as a message of the errors catalogue. */
function spanText(minutes: number): ErrorText {
  return minutes % 60 !== 0
    ? { id: "errors.span.minutes", values: { minutes } }
    : { id: "errors.span.hours", values: { hours: minutes / 60 } };
}

export const checkEndAfterStart: BookingRule = ({ start, end }) =>
  end.getTime() > start.getTime()
    ? null
    : violation("END_BEFORE_START", "The end time must be after the start time.", {
        id: "errors.booking.endBeforeStart",
      });

/** Start and end on the local quarter hour (:00, :15, :30, :45), with no seconds. */
export const checkOnGrid: BookingRule = ({ start, end }, policy) => {
  for (const instant of [start, end]) {
    const whole = instant.getTime() % MINUTE_MS === 0;
    if (!whole || localMinutes(instant, policy.timeZone) % SLOT_MINUTES !== 0) {
      return violation(
        "OFF_GRID",
        `Bookings start and end on the quarter hour (:00, :15, :30 or :45); ${instant.toISOString()} is not.`,
        { id: "errors.booking.offGrid", values: { instant: instant.toISOString() } },
      );
    }
  }
  return null;
};

/** From MIN_BOOKING_MINUTES to the policy's maximum, in elapsed minutes (a DST change counts as it lasts). */
export const checkDuration: BookingRule = ({ start, end }, policy) => {
  const minutes = (end.getTime() - start.getTime()) / MINUTE_MS;
  if (minutes >= MIN_BOOKING_MINUTES && minutes <= policy.maxBookingMinutes) return null;
  return violation(
    "DURATION_OUT_OF_RANGE",
    `A booking lasts from ${MIN_BOOKING_MINUTES} minutes to ${formatSpan(policy.maxBookingMinutes)}; this one is ${minutes} minutes.`,
    {
      id: "errors.booking.duration",
      values: { min: MIN_BOOKING_MINUTES, max: spanText(policy.maxBookingMinutes), minutes },
    },
  );
};

export const checkNotInPast: BookingRule = ({ start }, _policy, now) =>
  start.getTime() < now.getTime()
    ? violation("BOOKING_IN_PAST", "Cannot book time slots in the past", { id: "errors.booking.inPast" })
    : null;

/** At least the policy's notice between now and the start. */
export const checkMinNotice: BookingRule = ({ start }, policy, now) => {
  if (start.getTime() >= now.getTime() + policy.minNoticeMinutes * MINUTE_MS) return null;
  return violation(
    "BOOKING_NOTICE_TOO_SHORT",
    `Bookings must be made at least ${formatSpan(policy.minNoticeMinutes)} ahead. Pick a later start.`,
    { id: "errors.booking.notice", values: { span: spanText(policy.minNoticeMinutes) } },
  );
};

/** No further ahead than the policy's horizon (days of 24 hours from now). */
export const checkWithinHorizon: BookingRule = ({ start }, policy, now) => {
  if (start.getTime() <= now.getTime() + policy.horizonDays * DAY_MS) return null;
  return violation(
    "BEYOND_HORIZON",
    `Bookings can be made at most ${policy.horizonDays} days ahead. Pick an earlier date.`,
    { id: "errors.booking.horizon", values: { days: policy.horizonDays } },
  );
};

/** Within business hours on one local day; an end at the next local midnight counts as 24:00. */
export const checkWithinBusinessHours: BookingRule = ({ start, end }, policy) => {
  const zone = policy.timeZone;
  const startAt = localDateAndMinute(start, zone);
  const endAt = localDateAndMinute(end, zone);
  const endMinute = endAt.date === startAt.date ? endAt.minute : endAt.minute === 0 ? 1440 : Number.NaN;
  const sameDay = localDate(new Date(end.getTime() - 1), zone) === startAt.date;
  if (sameDay && startAt.minute >= policy.businessStartMinute && endMinute <= policy.businessEndMinute) return null;
  const hours = { start: formatMinute(policy.businessStartMinute), end: formatMinute(policy.businessEndMinute) };
  return violation(
    "OUTSIDE_BUSINESS_HOURS",
    `Bookings are only available between ${hours.start} and ${hours.end} (${zone}) on a single day.`,
    { id: "errors.booking.outsideHours", values: { ...hours, zone } },
  );
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
  return violation(
    "BOOKING_QUOTA_REACHED",
    `${who} ${activeCount} upcoming ${activeCount === 1 ? "booking" : "bookings"}, the most your team allows (${max}). Cancel one to book another.`,
    bookerName === null
      ? { id: "errors.booking.quotaOwn", values: { count: activeCount, max } }
      : { id: "errors.booking.quotaOther", values: { name: bookerName, count: activeCount, max } },
  );
}

/**
 * After the trial a team can still read but not book (docs/product.md "Trial"): TRIAL_EXPIRED (402)
 * or TEAM_SUSPENDED (403) at `now`, else null.
 */
export function teamStateViolation(
  team: { status: string; trialEndsAt: Date | null },
  now: Date,
): BookingViolation | null {
  if (team.status === "trial" && team.trialEndsAt && team.trialEndsAt.getTime() <= now.getTime()) {
    const date = team.trialEndsAt.toISOString().slice(0, 10);
    return violation(
      "TRIAL_EXPIRED",
      `Your team's free trial ended on ${date}. Ask your administrator to extend the trial or activate the team to make new bookings.`,
      { id: "errors.booking.trialExpired", values: { date } },
    );
  }
  if (team.status === "suspended") {
    return violation("TEAM_SUSPENDED", "Your team is suspended; new bookings are paused. Contact support.", {
      id: "errors.booking.teamSuspended",
    });
  }
  return null;
}

/** OFFICE_INACTIVE for a deactivated office, else null. */
export function officeInactiveViolation(office: { name: string; isActive: boolean }): BookingViolation | null {
  return office.isActive
    ? null
    : violation("OFFICE_INACTIVE", `${office.name} is deactivated and cannot be booked.`, {
        id: "errors.booking.officeInactive",
        values: { office: office.name },
      });
}

/** A live booking of the office that overlaps the requested slot. */
export interface SlotHolder extends SeatHolder {
  userId: string;
  startAt: Date;
  endAt: Date;
}

/** Everything that decides whether a booking may be placed (see `judgeBooking`). */
/**
 * What an office's neighbourhood asks of a booking there (docs/product.md "Neighbourhoods"): its
 * rules, and whether the booker is among those it lets book (the server decides that from the
 * booker's role and groups).
 */
export interface NeighbourhoodFacts {
  name: string;
  allowed: boolean;
  bookingMode: "any" | "whole_day";
  /** The longest booking there, in minutes; null: the team's alone. */
  maxBookingMinutes: number | null;
  /** How many days (of 24 hours from now) ahead it may be booked; null: the team's alone. */
  horizonDays: number | null;
}

/**
 * Every rule of the office's neighbourhood `neighbourhood` that a booking of `office` breaks, each
 * naming the neighbourhood: its people only, whole days (the team's business hours of the start's
 * local day), its longest booking, its horizon. They add to the team's rules, never loosen them.
 */
export function neighbourhoodViolations(
  { start, end }: BookingRequest,
  neighbourhood: NeighbourhoodFacts,
  office: { name: string },
  policy: BookingPolicy,
  now: Date,
): BookingViolation[] {
  const violations: BookingViolation[] = [];
  const named = neighbourhood.name;
  if (!neighbourhood.allowed) {
    violations.push(
      violation(
        "NEIGHBOURHOOD_RESTRICTED",
        `${office.name} is in the ${named} neighbourhood, which only its own people may book. Choose a space outside it, or ask a team admin.`,
        { id: "errors.booking.neighbourhoodRestricted", values: { office: office.name, neighbourhood: named } },
      ),
    );
  }
  if (neighbourhood.bookingMode === "whole_day") {
    const startAt = localDateAndMinute(start, policy.timeZone);
    const endAt = localDateAndMinute(end, policy.timeZone);
    const endMinute = endAt.date === startAt.date ? endAt.minute : endAt.minute === 0 ? 1440 : -1;
    if (startAt.minute !== policy.businessStartMinute || endMinute !== policy.businessEndMinute) {
      const hours = { start: formatMinute(policy.businessStartMinute), end: formatMinute(policy.businessEndMinute) };
      violations.push(
        violation(
          "NEIGHBOURHOOD_WHOLE_DAY",
          `Spaces in ${named} are booked for the whole day, from ${hours.start} to ${hours.end}.`,
          { id: "errors.booking.neighbourhoodWholeDay", values: { neighbourhood: named, ...hours } },
        ),
      );
    }
  }
  const max = neighbourhood.maxBookingMinutes;
  if (max !== null && end.getTime() - start.getTime() > max * MINUTE_MS) {
    violations.push(
      violation("NEIGHBOURHOOD_TOO_LONG", `Bookings in ${named} last at most ${formatSpan(max)}.`, {
        id: "errors.booking.neighbourhoodTooLong",
        values: { neighbourhood: named, max: spanText(max) },
      }),
    );
  }
  const days = neighbourhood.horizonDays;
  if (days !== null && start.getTime() > now.getTime() + days * DAY_MS) {
    violations.push(
      violation(
        "NEIGHBOURHOOD_TOO_FAR_AHEAD",
        `${named} can be booked at most ${days} days ahead. Pick an earlier date.`,
        { id: "errors.booking.neighbourhoodTooFar", values: { neighbourhood: named, days } },
      ),
    );
  }
  return violations;
}

/**
 * An assigned desk (docs/product.md "Assigned desks"): whose it is, and the local dates of the
 * team's zone on which its holder gave it up.
 */
export interface DeskAssignment {
  holderId: string;
  released: ReadonlySet<string>;
}

/**
 * The local dates (yyyy-MM-dd, `zone`) that `slot` touches: its start's, through the date of its
 * last instant.
 */
export function datesOfSlot(slot: BookingRequest, zone: string): string[] {
  const last = localDate(new Date(Math.max(slot.start.getTime(), slot.end.getTime() - 1)), zone);
  const dates = [localDate(slot.start, zone)];
  for (let at = slot.start.getTime() + DAY_MS; dates[dates.length - 1] < last; at += DAY_MS) {
    dates.push(localDate(new Date(at), zone));
  }
  return [...new Set(dates)];
}

/**
 * An assigned desk is its holder's (docs/product.md "Assigned desks"): anyone else books it only on
 * days its holder released, whoever places the booking. Null when `slot` may be placed for
 * `bookerId`.
 */
export function assignedDeskViolation(
  slot: BookingRequest,
  assignment: DeskAssignment,
  office: { name: string },
  bookerId: string,
  policy: BookingPolicy,
): BookingViolation | null {
  if (bookerId === assignment.holderId) return null;
  if (datesOfSlot(slot, policy.timeZone).every((date) => assignment.released.has(date))) return null;
  return violation(
    "DESK_ASSIGNED",
    `${office.name} is assigned to a colleague; it can be booked on the days they release it. Choose another desk or day.`,
    { id: "errors.booking.deskAssigned", values: { office: office.name } },
  );
}

export interface BookingFacts {
  start: Date;
  end: Date;
  /** The clock of every rule. */
  now: Date;
  policy: BookingPolicy;
  team: { status: string; trialEndsAt: Date | null };
  office: { name: string; capacity: number; isShared: boolean; isActive: boolean };
  /** Whom the booking is for. */
  booker: { id: string; name: string };
  /** Who places it: the booker, or a team manager or admin booking for them. */
  actorId: string;
  /** A shared office booked whole (every seat) rather than one seat. */
  wholeOffice: boolean;
  /** The rules of the office's neighbourhood for this booker; none when it is in no neighbourhood. */
  neighbourhood?: NeighbourhoodFacts | null;
  /** The desk's holder and released dates; none when the office is not an assigned desk. */
  assignment?: DeskAssignment | null;
  /**
   * The booker's live bookings that have not ended at `now` (a booking being moved left out); null
   * when not counted, which only a team without a quota may leave out.
   */
  activeBookings: number | null;
  /**
   * The office's live bookings overlapping the slot (a booking being moved left out), earliest
   * first; null when not read: a new booking of every seat, whose only slot rule is "nothing
   * overlaps", which the exclusion constraint decides as it inserts.
   */
  overlapping: readonly SlotHolder[] | null;
}

export interface BookingJudgement {
  /** Every rule the booking breaks, in the order they are reported; empty when it may be placed. */
  violations: BookingViolation[];
  /** The seats it would hold; null when it breaks a rule. */
  seats: SeatChoice | null;
}

/** Whether a booking takes every seat of its office: a private office, or a shared one booked whole. */
export function takesEverySeat(facts: Pick<BookingFacts, "office" | "wholeOffice">): boolean {
  return !facts.office.isShared || facts.wholeOffice;
}

/**
 * Whether the slot's seats are judged at all: not for a slot that cannot exist (end not after
 * start) or lies beyond the horizon (possibly beyond what the database can store). A caller reads
 * the office's overlapping bookings only when this holds.
 */
export function isSlotJudged(start: Date, end: Date, policy: BookingPolicy, now: Date): boolean {
  return (
    checkEndAfterStart({ start, end }, policy, now) === null && checkWithinHorizon({ start, end }, policy, now) === null
  );
}

/**
 * The conflict naming the office and the first of `holders` (the overlapping bookings, earliest
 * first) with its time in the team's zone; also for a slot the exclusion constraint refused, with
 * its holders read after the refusal.
 */
export function conflictViolation(facts: BookingFacts, holders: readonly SlotHolder[]): BookingViolation {
  const time = (instant: Date) => formatTimeInZone(instant, facts.policy.timeZone);
  const first = holders[0];
  const office = facts.office.name;
  if (first && facts.office.isShared && !facts.wholeOffice) {
    const values = {
      office,
      start: time(facts.start),
      end: time(facts.end),
      from: time(first.startAt),
      to: time(first.endAt),
    };
    return violation(
      "BOOKING_CONFLICT",
      `${office} has no free seat from ${values.start} to ${values.end}; it is booked from ${values.from} to ${values.to}.`,
      { id: "errors.booking.noFreeSeat", values },
    );
  }
  const [from, to] = first ? [time(first.startAt), time(first.endAt)] : [time(facts.start), time(facts.end)];
  return violation("BOOKING_CONFLICT", `${office} is already booked from ${from} to ${to}`, {
    id: "errors.booking.conflict",
    values: { office, from, to },
  });
}

/**
 * The seats of the slot, or why there are none. In a shared office one person holds at most one
 * seat at a time (docs/product.md "Spaces and seats"), unless a team manager or admin books for
 * someone else.
 */
function judgeSlot(
  facts: BookingFacts,
): { seats: SeatChoice; conflict: null } | { seats: null; conflict: BookingViolation } {
  const { office, overlapping } = facts;
  if (overlapping === null) {
    if (!takesEverySeat(facts)) throw new Error("A seat of a shared office is chosen from its overlapping bookings");
    return { seats: { seatFrom: 1, seatTo: null }, conflict: null };
  }
  if (office.isShared && facts.actorId === facts.booker.id) {
    const own = overlapping.find((row) => row.userId === facts.booker.id);
    if (own) {
      const time = (instant: Date) => formatTimeInZone(instant, facts.policy.timeZone);
      const [from, to] = [time(own.startAt), time(own.endAt)];
      return {
        seats: null,
        conflict: violation(
          "BOOKING_CONFLICT",
          `You already hold a seat in ${office.name} from ${from} to ${to}; one person holds at most one seat of a shared office at a time. Change or cancel that booking instead.`,
          { id: "errors.booking.ownSeat", values: { office: office.name, from, to } },
        ),
      };
    }
  }
  const seats = chooseSeats(office, [...overlapping], facts.wholeOffice);
  return seats ? { seats, conflict: null } : { seats: null, conflict: conflictViolation(facts, overlapping) };
}

/**
 * Every rule `facts` break, in the order a create refuses them: the request's time rules, the
 * team's state, the office, its neighbourhood's rules, an assigned desk's holder, the member's quota, then the slot (a conflict, or a second seat for one
 * person); and the seats the booking would hold.
 */
export function judgeBooking(facts: BookingFacts): BookingJudgement {
  const { start, end, policy, now } = facts;
  const violations = collectBookingViolations({ start, end }, policy, now);
  for (const violation of [teamStateViolation(facts.team, now), officeInactiveViolation(facts.office)]) {
    if (violation) violations.push(violation);
  }
  if (facts.neighbourhood) {
    violations.push(...neighbourhoodViolations({ start, end }, facts.neighbourhood, facts.office, policy, now));
  }
  const assigned = facts.assignment
    ? assignedDeskViolation({ start, end }, facts.assignment, facts.office, facts.booker.id, policy)
    : null;
  if (assigned) violations.push(assigned);
  if (facts.activeBookings !== null) {
    const quota = checkActiveBookingQuota(
      facts.activeBookings,
      policy,
      facts.booker.id === facts.actorId ? null : facts.booker.name,
    );
    if (quota) violations.push(quota);
  } else if (policy.maxActiveBookings !== null) {
    throw new Error("A team with a quota needs the booker's active bookings counted");
  }
  if (!isSlotJudged(start, end, policy, now)) return { violations, seats: null };
  const slot = judgeSlot(facts);
  if (slot.conflict) violations.push(slot.conflict);
  return { violations, seats: violations.length === 0 ? slot.seats : null };
}
