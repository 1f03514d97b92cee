/**
 * Places ONE booking inside its own savepoint (ARCHITECTURE.md "One request, one way through"), so a
 * caller can place N occurrences of a series in one transaction and report the skipped ones. The
 * caller holds the office row lock (officesRepo.findOffice(tx, ..., true)) and has checked the shared
 * rules; this step checks the member quota, chooses seats (one seat per person in a shared office)
 * and inserts, or, for an edit (`replacing`), updates the booking in place. The exclusion constraint
 * stays the guarantee: a 23P01 rolls back the savepoint only and becomes a conflict naming the holder.
 */
import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Executor, Tx } from "#db/client.ts";
import { isPgError } from "#server/lib/app-error.ts";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { type BookingViolation, checkActiveBookingQuota } from "#shared/booking-rules.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { formatTimeInZone } from "#shared/time.ts";
import { presentBooking } from "./booking-presenter.ts";
import type { BookingRow } from "./bookings.repository.ts";
import * as repo from "./bookings.repository.ts";
import { chooseSeats, type SeatChoice } from "./seat-allocation.ts";

export interface PlaceBookingInput {
  teamId: string;
  policy: BookingPolicy;
  /** The office row, locked by the caller for the transaction. */
  office: { id: string; name: string; capacity: number; isShared: boolean };
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

/** Why a booking was not placed: BOOKING_CONFLICT (409) or BOOKING_QUOTA_REACHED (422). */
export interface SkippedBooking extends BookingViolation {
  code: "BOOKING_CONFLICT" | "BOOKING_QUOTA_REACHED";
}

/**
 * A placed booking. `insert` is there only with `deferInsert` (a new booking placed alone): the
 * booking's INSERT, not yet sent, for the caller to send in the same statement as its change record
 * (Change.write); until then nothing of the booking is stored.
 */
export type Placement = { placed: true; booking: Booking; insert?: SQL } | { placed: false; skipped: SkippedBooking };

export interface PlaceOptions {
  /** The transaction places this one booking and nothing else of value (a single create or edit). */
  alone?: boolean;
  /** With `alone`, for a new booking: return its INSERT as `insert` instead of sending it. */
  deferInsert?: boolean;
}

/** The conflict text naming the office and the holder's time in the team's zone (DESIGN.md). */
function conflictOf(
  input: PlaceBookingInput,
  holders: { startAt: Date; endAt: Date }[],
  wantsOneSeat: boolean,
): SkippedBooking {
  const zone = input.policy.timeZone;
  const time = (instant: Date) => formatTimeInZone(instant, zone);
  const first = holders[0];
  if (wantsOneSeat && first) {
    return {
      code: "BOOKING_CONFLICT",
      message: `${input.office.name} has no free seat from ${time(input.start)} to ${time(input.end)}; it is booked from ${time(first.startAt)} to ${time(first.endAt)}.`,
    };
  }
  const [from, to] = first ? [first.startAt, first.endAt] : [input.start, input.end];
  return {
    code: "BOOKING_CONFLICT",
    message: `${input.office.name} is already booked from ${time(from)} to ${time(to)}`,
  };
}

/**
 * Places one booking in a savepoint of `tx`. Returns the presented booking, or what stopped it
 * (nothing of it is left in `tx`). Throws only for unexpected database errors.
 *
 * `alone: true` is for a transaction that places this one booking and nothing else of value (a
 * single create): it skips the savepoint (two round trips). A booking that takes every seat then
 * skips the overlap read too (one more): the exclusion constraint refuses a taken slot, the 23P01 is
 * thrown and the whole transaction is rolled back, and the caller turns it into the conflict with
 * `conflictAfterRollback`. A seat of a shared office still reads the overlap first, to choose the
 * seat (and to refuse a second seat to the same person), under the office row lock the caller holds.
 *
 * `deferInsert` (with `alone`, a new booking): the INSERT is returned unsent, so the caller sends it
 * with the audit row, the event and the notification in one statement (one round trip less, issue 14).
 * The booking's id and every column are chosen here, so the presented booking is what will be stored.
 */
export async function placeBooking(tx: Tx, input: PlaceBookingInput, options: PlaceOptions = {}): Promise<Placement> {
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
export async function conflictAfterRollback(db: Executor, input: PlaceBookingInput): Promise<SkippedBooking> {
  const holders = await repo.findOverlapping(
    db,
    input.teamId,
    input.office.id,
    input.start,
    input.end,
    input.replacing,
  );
  return conflictOf(input, holders, input.office.isShared && !input.wholeOffice);
}

/**
 * The member quota for `input`'s booker: their live, not ended bookings (the one being moved left
 * out) against the policy. `lock` serialises it with the booker's other placements until the
 * transaction ends (placing); without it the answer is advisory (POST /api/bookings/check).
 */
export async function quotaViolation(
  tx: Executor,
  input: PlaceBookingInput,
  { lock }: { lock: boolean },
): Promise<SkippedBooking | null> {
  if (input.policy.maxActiveBookings === null) return null;
  if (lock) await repo.lockMemberQuota(tx, input.teamId, input.booker.id);
  const active = await repo.countActiveBookings(tx, input.teamId, input.booker.id, input.now, input.replacing);
  const violation = checkActiveBookingQuota(
    active,
    input.policy,
    input.booker.id === input.actor.id ? null : input.booker.name,
  );
  return violation ? { code: "BOOKING_QUOTA_REACHED", message: violation.message } : null;
}

/**
 * Where the booking fits among the office's live bookings `overlapping` (the one being moved left
 * out): its seats, or the conflict. In a shared office one person holds at most one seat at a time
 * (DESIGN.md "Spaces and the booking invariant"), unless a team_manager or above books for someone
 * else (the actor is not the booker).
 */
export function judgeSlot(
  input: PlaceBookingInput,
  overlapping: BookingRow[],
): { seats: SeatChoice; conflict: null } | { seats: null; conflict: SkippedBooking } {
  const { office } = input;
  if (office.isShared && input.actor.id === input.booker.id) {
    const own = overlapping.find((row) => row.userId === input.booker.id);
    if (own) {
      const time = (instant: Date) => formatTimeInZone(instant, input.policy.timeZone);
      return {
        seats: null,
        conflict: {
          code: "BOOKING_CONFLICT",
          message: `You already hold a seat in ${office.name} from ${time(own.startAt)} to ${time(own.endAt)}; one person holds at most one seat of a shared office at a time. Change or cancel that booking instead.`,
        },
      };
    }
  }
  const seats = chooseSeats(office, overlapping, input.wholeOffice);
  if (seats) return { seats, conflict: null };
  return { seats: null, conflict: conflictOf(input, overlapping, office.isShared && !input.wholeOffice) };
}

/** A booking of a private office, or of a shared office whole: it holds every seat, [1, NULL). */
function takesEverySeat(input: PlaceBookingInput): boolean {
  return !input.office.isShared || input.wholeOffice;
}

/**
 * `constraintDecides`: skip the overlap read and let the exclusion constraint refuse a taken slot
 * (a 23P01 the caller turns into the conflict after rolling back). Only for a new booking placed
 * alone that takes every seat: then "no live booking overlaps" is exactly what the constraint checks
 * (same office, confirmed, overlapping times; every seat overlaps every seat), so the read would only
 * repeat it, one round trip per booking (issue 14).
 */
async function attemptPlacement(
  tx: Tx,
  input: PlaceBookingInput,
  { constraintDecides = false, deferInsert = false } = {},
): Promise<Placement> {
  const { office, teamId } = input;
  const quota = await quotaViolation(tx, input, { lock: true });
  if (quota) return { placed: false, skipped: quota };
  const { seats, conflict } = constraintDecides
    ? { seats: { seatFrom: 1, seatTo: null }, conflict: null }
    : judgeSlot(input, await repo.findOverlapping(tx, teamId, office.id, input.start, input.end, input.replacing));
  if (!seats) return { placed: false, skipped: conflict };
  const slot = slotOf(input, seats);
  if (input.replacing) return placedAs(await repo.updateBooking(tx, teamId, input.replacing, slot), input);
  const values = newBookingValues(input, slot);
  if (!deferInsert) return placedAs(await repo.insertBooking(tx, values), input);
  const row = storedRow(values);
  return { ...placedAs(row, input), insert: repo.bookingInsert(tx, row) };
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
      // Create and edit refuse an inactive office before placing.
      officeIsActive: true,
      userName: input.booker.name,
    }),
  };
}
