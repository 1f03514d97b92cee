/**
 * The one function that places a booking: a create, an edit's move (`replacing`), and each date of a
 * series or template when a batch falls back to one at a time (place-bookings.ts). In the caller's
 * transaction, which holds the office's row lock (or, for a create `placesInOneStatement` allows,
 * in one statement that holds it itself), it reads what the rules need (the member's quota
 * under its lock, the office's overlapping bookings), judges the booking by the rules module
 * (src/shared/booking-rules.ts `judgeBooking`: every rule, one entry point) and inserts or moves it.
 * The exclusion constraint stays the guarantee: a 23P01 becomes the conflict naming the holder.
 */
import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "#db/client.ts";
import { AppError, isPgError } from "#server/lib/app-error.ts";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import {
  type BookingFacts,
  type BookingViolation,
  conflictViolation,
  type DeskAssignment,
  isSlotJudged,
  judgeBooking,
  type NeighbourhoodFacts,
  officeInactiveViolation,
  takesEverySeat,
  teamStateViolation,
} from "#shared/booking-rules.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { SeatChoice } from "#shared/seat-allocation.ts";
import { assignmentFacts } from "./assignment-facts.ts";
import { presentBooking } from "./booking-presenter.ts";
import type { BookingRow } from "./bookings.repository.ts";
import * as repo from "./bookings.repository.ts";
import { neighbourhoodFacts } from "./neighbourhood-facts.ts";

export interface PlaceBookingInput {
  teamId: string;
  policy: BookingPolicy;
  /** The team's state (trial, suspension) as of this request. */
  team: { status: string; trialEndsAt: Date | null };
  /** The office row, locked by the caller for the transaction. */
  office: {
    id: string;
    name: string;
    capacity: number;
    isShared: boolean;
    isActive: boolean;
    /** Its neighbourhood, whose rules the booking keeps too (docs/product.md "Neighbourhoods"). */
    neighbourhoodId: string | null;
    /** Whose desk it is, if anyone's (docs/product.md "Assigned desks"). */
    assignedUserId: string | null;
  };
  /** Whom the booking is for. */
  booker: { id: string; name: string };
  /** Who places it (the booker, or a team_manager and above booking for them). */
  actor: { id: string };
  start: Date;
  end: Date;
  /** For a shared office: take every seat instead of one. */
  wholeOffice: boolean;
  purpose: string | null;
  equipment: string[];
  seriesId?: string | null;
  occurrenceDate?: string | null;
  /** The clock: the quota counts bookings not ended at this instant, and the booking is created at it. */
  now: Date;
  /**
   * Moving an existing booking (PATCH): its id. The booking row is updated in place instead of a new
   * one inserted, and it is left out of its own overlap, seat and quota checks. The caller holds the
   * booking's row lock, so its old slot stays held until the new one is placed.
   */
  replacing?: string;
}

/**
 * A placed booking, or the first rule it breaks (nothing of it is left in the transaction). `insert`
 * is there only with `deferInsert`: the booking's INSERT, not yet sent, for the caller to send in the
 * same statement as its change record (Change.write); until then nothing of the booking is stored.
 */
export type Placement = { placed: true; booking: Booking; insert?: SQL } | { placed: false; skipped: BookingViolation };

export interface PlaceOptions {
  /** The transaction places this one booking and nothing else of value (a create or an edit). */
  alone?: boolean;
  /** With `alone`, for a new booking: return its INSERT as `insert` instead of sending it. */
  deferInsert?: boolean;
}

/**
 * Whether a new booking can be placed by one statement outside a transaction (`placeBooking` on the
 * database with `alone` and `deferInsert`): it takes every seat, so the exclusion constraint alone
 * decides the seats; its team has no quota, so no count must be held; and it is the booker's own,
 * so no in-transaction subscriber writes for it (docs/product.md "Notifications": a change a member
 * makes to their own booking tells nobody). Its INSERT then holds the office's row itself
 * (`bookingInsert`'s `heldOffice`); when the office changed since it was read, the statement fails
 * with 23502 (`isOfficeChanged`) and the caller places it again under the office's lock.
 */
export function placesInOneStatement(input: PlaceBookingInput): boolean {
  const assignee = input.office.assignedUserId;
  return (
    takesEverySeat(input) &&
    input.policy.maxActiveBookings === null &&
    input.booker.id === input.actor.id &&
    !input.replacing &&
    // Someone else's assigned desk is judged by its released days, which a take-back changes
    // under the office's lock: such a booking is placed under that lock too.
    (assignee === null || assignee === input.booker.id)
  );
}

/** Whether `error` is the refusal of a one-statement placement whose office changed since it was read. */
export function isOfficeChanged(error: unknown): boolean {
  return isPgError(error, "23502");
}

/** The facts of `input` for the rules module, with what was read. */
export function factsOf(
  input: PlaceBookingInput,
  read: Pick<BookingFacts, "activeBookings" | "overlapping"> & {
    neighbourhood: NeighbourhoodFacts | null;
    assignment: DeskAssignment | null;
  },
): BookingFacts {
  return { ...input, actorId: input.actor.id, ...read };
}

/** Throws `violation` as the API's error (its code's status); does nothing for null. */
export function assertNoViolation(violation: BookingViolation | null | undefined): void {
  if (violation) throw AppError.from(violation);
}

/**
 * Throws OFFICE_INACTIVE for a deactivated office: for a request about many dates (a series, a
 * template), which is refused whole rather than date by date.
 */
export function assertOfficeActive(office: { name: string; isActive: boolean }): void {
  assertNoViolation(officeInactiveViolation(office));
}

/** Throws TRIAL_EXPIRED (402) or TEAM_SUSPENDED (403) when the team may not book at `now`, as above. */
export function assertTrialActive(team: { status: string; trialEndsAt: Date | null }, now: Date): void {
  assertNoViolation(teamStateViolation(team, now));
}

/**
 * The booker's live bookings not ended at `input.now` (the one being moved left out), or null for a
 * team without a quota. `lock` serialises it with the booker's other placements until the
 * transaction ends (placing); without it the count is advisory (POST /api/bookings/check).
 */
export async function countForQuota(db: Executor, input: PlaceBookingInput, lock: boolean): Promise<number | null> {
  if (input.policy.maxActiveBookings === null) return null;
  if (lock) await repo.lockMemberQuota(db, input.teamId, input.booker.id);
  return repo.countActiveBookings(db, input.teamId, input.booker.id, input.now, input.replacing);
}

/**
 * Places one booking in `tx`. Returns the presented booking, or the first rule it breaks. Throws
 * only for unexpected database errors, and, with `alone`, a 23P01 of the exclusion constraint (the
 * caller's transaction is then aborted: `conflictAfterRollback` names the holder).
 *
 * `alone: true` is for a transaction that places this one booking and nothing else of value: no
 * savepoint, and a new booking of every seat reads no overlapping bookings (the constraint decides
 * "nothing overlaps" as it inserts). Without it, the booking is placed in a savepoint, so a caller
 * can place many in one transaction and report the refused ones.
 */
export async function placeBooking(
  tx: Executor,
  input: PlaceBookingInput,
  options: PlaceOptions = {},
): Promise<Placement> {
  if (options.alone) {
    return attemptPlacement(tx, input, {
      constraintDecides: takesEverySeat(input) && !input.replacing,
      deferInsert: options.deferInsert === true,
    });
  }
  try {
    return await tx.transaction((savepoint) => attemptPlacement(savepoint, input));
  } catch (error) {
    if (!isPgError(error, "23P01")) throw error;
    // The savepoint is rolled back; the transaction is usable again to name who holds the slot.
    return { placed: false, skipped: await conflictAfterRollback(tx, input) };
  }
}

/** The conflict for a placement the exclusion constraint refused, naming whoever holds the slot now. */
export async function conflictAfterRollback(db: Executor, input: PlaceBookingInput): Promise<BookingViolation> {
  const holders = await repo.findOverlapping(
    db,
    input.teamId,
    input.office.id,
    input.start,
    input.end,
    input.replacing,
  );
  return conflictViolation(
    factsOf(input, { activeBookings: null, overlapping: holders, neighbourhood: null, assignment: null }),
    holders,
  );
}

async function attemptPlacement(
  tx: Executor,
  input: PlaceBookingInput,
  { constraintDecides = false, deferInsert = false } = {},
): Promise<Placement> {
  const { office, teamId } = input;
  const activeBookings = await countForQuota(tx, input, true);
  // Not read for a slot whose seats are not judged (beyond the horizon, perhaps beyond what the
  // database stores): the rules refuse it anyway.
  const overlapping = constraintDecides
    ? null
    : isSlotJudged(input.start, input.end, input.policy, input.now)
      ? await repo.findOverlapping(tx, teamId, office.id, input.start, input.end, input.replacing)
      : [];
  const neighbourhood = await neighbourhoodFacts(tx, teamId, office, input.booker.id);
  const assignment = await assignmentFacts(tx, teamId, office, input.booker.id, {
    from: input.start,
    to: input.end,
    zone: input.policy.timeZone,
  });
  const { violations, seats } = judgeBooking(
    factsOf(input, { activeBookings, overlapping, neighbourhood, assignment }),
  );
  if (!seats) return { placed: false, skipped: violations[0] };
  const slot = slotOf(input, seats);
  if (input.replacing) return placedAs(await repo.updateBooking(tx, teamId, input.replacing, slot), input);
  const values = newBookingValues(input, slot);
  if (!deferInsert) return placedAs(await repo.insertBooking(tx, values), input);
  const row = storedRow(values);
  // Outside a transaction nothing holds the office: the INSERT holds it (placesInOneStatement).
  const heldOffice = tx instanceof PgTransaction ? undefined : office;
  return { ...placedAs(row, input), insert: repo.bookingInsert(tx, row, heldOffice) };
}

/** What a move and a new booking both write: the office, the times, the seats and the details. */
function slotOf(input: PlaceBookingInput, seats: SeatChoice) {
  return {
    officeId: input.office.id,
    startAt: input.start,
    endAt: input.end,
    seatFrom: seats.seatFrom,
    seatTo: seats.seatTo,
    purpose: input.purpose,
    equipment: input.equipment,
  };
}

/** A new booking's columns but those the table's defaults set: the slot, whose it is, its series, when. */
function newBookingValues(input: PlaceBookingInput, slot: ReturnType<typeof slotOf>) {
  return {
    ...slot,
    teamId: input.teamId,
    userId: input.booker.id,
    createdBy: input.actor.id,
    seriesId: input.seriesId ?? null,
    occurrenceDate: input.occurrenceDate ?? null,
    createdAt: input.now,
  };
}

/** Every column of a new booking as the table's defaults would set it, so the row presented is the row stored. */
function storedRow(
  values: Omit<BookingRow, "id" | "status" | "checkedInAt" | "cancelledAt" | "cancelledBy">,
): BookingRow {
  return { ...values, id: randomUUID(), status: "confirmed", checkedInAt: null, cancelledAt: null, cancelledBy: null };
}

/** The placement of a stored row, presented with its office and booker. */
function placedAs(
  row: Omit<Parameters<typeof presentBooking>[0], "officeName" | "officeCapacity" | "officeIsActive" | "userName">,
  input: PlaceBookingInput,
): { placed: true; booking: Booking } {
  const { office } = input;
  return {
    placed: true,
    booking: presentBooking({
      ...row,
      officeName: office.name,
      officeCapacity: office.capacity,
      // The rules refuse an inactive office before anything is placed.
      officeIsActive: true,
      userName: input.booker.name,
    }),
  };
}
