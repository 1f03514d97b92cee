/**
 * Places MANY bookings of one booker in one office in one transaction with batched work (a series'
 * dates, a template's dates; issue 8): one read of the office's live bookings over the whole span,
 * the same per-slot judgement as a single booking (`judgeSlot`, the member quota), then ONE multi-row
 * insert inside a savepoint. The caller holds the office row lock (officesRepo.findOffice(tx, ...,
 * true)), under which the read sees every holder, and has checked the shared rules per date. The
 * exclusion constraint stays the guarantee: should it still refuse the batch (23P01), the savepoint
 * is rolled back and each booking is placed one by one through `placeBooking`, which names the holder.
 */
import type { Executor, Tx } from "#db/client.ts";
import { isPgError } from "#server/lib/app-error.ts";
import { checkActiveBookingQuota } from "#shared/booking-rules.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { presentBooking } from "./booking-presenter.ts";
import {
  type BookingView,
  countActiveBookings,
  listTeamBookingsBetween,
  lockMemberQuota,
} from "./bookings.repository.ts";
import { insertBookings } from "./occurrences.repository.ts";
import { judgeSlot, type PlaceBookingInput, placeBooking, type SkippedBooking } from "./place-booking.ts";

/** One booking of a batch: its instants and, for a series, the local date it stands for. */
export interface BatchItem {
  start: Date;
  end: Date;
  occurrenceDate: string | null;
}

export type BatchInput = Omit<PlaceBookingInput, "start" | "end" | "occurrenceDate" | "replacing"> & {
  items: BatchItem[];
};

/** Who holds the slot a skipped item wanted (for "booked 09:00–10:00 by Ada"), when known. */
export interface Holder {
  name: string;
  startAt: Date;
  endAt: Date;
}

export type BatchOutcome =
  | { item: BatchItem; placed: true; booking: Booking }
  | { item: BatchItem; placed: false; skipped: SkippedBooking; holder: Holder | null };

const overlaps = (row: { startAt: Date; endAt: Date }, item: BatchItem) =>
  row.startAt.getTime() < item.end.getTime() && row.endAt.getTime() > item.start.getTime();

/**
 * Places `input.items` (earliest first is best) and returns one outcome per item in the order given:
 * placed with its presented booking, or skipped with the reason (BOOKING_CONFLICT naming the holder,
 * BOOKING_QUOTA_REACHED). Round trips: the quota lock and count (only with a quota), one read, one
 * insert, whatever the number of items. Throws only for unexpected database errors.
 */
export async function placeBookings(tx: Tx, input: BatchInput): Promise<BatchOutcome[]> {
  const { items, office } = input;
  if (items.length === 0) return [];
  const decisions = await judgeBatch(tx, input, { lock: true });
  const toInsert = decisions.flatMap((d) => (d.kind === "place" ? [d.values] : []));
  let rows: Awaited<ReturnType<typeof insertBookings>>;
  try {
    rows = await tx.transaction((savepoint) => insertBookings(savepoint, toInsert));
  } catch (error) {
    if (!isPgError(error, "23P01")) throw error;
    return placeOneByOne(tx, input);
  }
  let next = 0;
  return items.map((item, i) => {
    const decision = decisions[i];
    if (decision.kind === "skip") return { item, placed: false, skipped: decision.skipped, holder: decision.holder };
    const row = rows[next++];
    const booking = presentBooking({
      ...row,
      officeName: office.name,
      officeCapacity: office.capacity,
      // Placing requires an active office (the callers check it).
      officeIsActive: true,
      userName: input.booker.name,
    });
    return { item, placed: true, booking };
  });
}

export type BatchDecision =
  | { kind: "place"; values: Parameters<typeof insertBookings>[1][number] }
  | { kind: "skip"; skipped: SkippedBooking; holder: Holder | null };

/**
 * What placing `input.items` would do, one decision per item in order, from ONE read of the office's
 * live bookings over their span (and the quota count): the row to insert, or why not. `lock` takes
 * the member-quota lock (placing); without it the answer is advisory (a series preview).
 */
export async function judgeBatch(
  db: Executor,
  input: BatchInput,
  { lock }: { lock: boolean },
): Promise<BatchDecision[]> {
  const { items, office, teamId } = input;
  if (items.length === 0) return [];
  let quotaLeft = Number.POSITIVE_INFINITY;
  let active = 0;
  if (input.policy.maxActiveBookings !== null) {
    if (lock) await lockMemberQuota(db, teamId, input.booker.id);
    active = await countActiveBookings(db, teamId, input.booker.id, input.now);
    quotaLeft = input.policy.maxActiveBookings - active;
  }
  const from = new Date(Math.min(...items.map((i) => i.start.getTime())));
  const to = new Date(Math.max(...items.map((i) => i.end.getTime())));
  const existing: BookingView[] = await listTeamBookingsBetween(db, teamId, from, to, { officeId: office.id });
  const taken: BookingView[] = [];
  const decisions: BatchDecision[] = [];
  for (const item of items) {
    const counts = item.end.getTime() > input.now.getTime();
    if (counts && quotaLeft <= 0) {
      const violation = checkActiveBookingQuota(
        input.policy.maxActiveBookings ?? 0,
        input.policy,
        input.booker.id === input.actor.id ? null : input.booker.name,
      );
      decisions.push({
        kind: "skip",
        skipped: { code: "BOOKING_QUOTA_REACHED", message: violation?.message ?? "The booking limit is reached." },
        holder: null,
      });
      continue;
    }
    const relevant = [...existing, ...taken].filter((row) => overlaps(row, item));
    relevant.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    const { seats, conflict } = judgeSlot({ ...input, start: item.start, end: item.end }, relevant);
    if (!seats) {
      const first = relevant[0];
      decisions.push({
        kind: "skip",
        skipped: conflict,
        holder: first ? { name: first.userName, startAt: first.startAt, endAt: first.endAt } : null,
      });
      continue;
    }
    const values = {
      teamId,
      officeId: office.id,
      userId: input.booker.id,
      createdBy: input.actor.id,
      startAt: item.start,
      endAt: item.end,
      seatFrom: seats.seatFrom,
      seatTo: seats.seatTo,
      purpose: input.purpose,
      equipment: input.equipment,
      seriesId: input.seriesId ?? null,
      occurrenceDate: item.occurrenceDate,
      createdAt: input.now,
    };
    decisions.push({ kind: "place", values });
    if (counts) quotaLeft -= 1;
    // Later items of this batch see this one as a holder (a long booking repeated daily could overlap).
    taken.push({
      ...values,
      id: "",
      status: "confirmed",
      checkedInAt: null,
      cancelledAt: null,
      cancelledBy: null,
      seriesId: values.seriesId,
      officeName: office.name,
      officeCapacity: office.capacity,
      // Placing requires an active office (the callers check it).
      officeIsActive: true,
      userName: input.booker.name,
    } as BookingView);
  }
  return decisions;
}

/** The fallback when the constraint refused the batch: each item in its own savepoint. */
async function placeOneByOne(tx: Tx, input: BatchInput): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (const item of input.items) {
    const { items: _items, ...rest } = input;
    const placement = await placeBooking(tx, {
      ...rest,
      start: item.start,
      end: item.end,
      occurrenceDate: item.occurrenceDate,
    });
    outcomes.push(
      placement.placed
        ? { item, placed: true, booking: placement.booking }
        : { item, placed: false, skipped: placement.skipped, holder: null },
    );
  }
  return outcomes;
}
