/**
 * Places MANY bookings of one booker in one office in one transaction (a series' dates, a
 * template's dates): one read of the office's live bookings over the whole span and one count of the
 * quota, each date judged by the rules module as a single booking is (`judgeBooking`, with the dates
 * placed before it as holders and in the count), then ONE multi-row insert inside a savepoint. A
 * batch rather than placeBooking per date: a series of a year's dates is one read and one insert
 * instead of four statements a date. The caller holds the office row lock, under which the read sees
 * every holder. The exclusion constraint stays the guarantee: should it still refuse the batch
 * (23P01), the savepoint is rolled back and each date is placed one by one through `placeBooking`,
 * which names the holder.
 */
import type { Executor, Tx } from "#db/client.ts";
import { isPgError } from "#server/lib/app-error.ts";
import { type BookingViolation, judgeBooking } from "#shared/booking-rules.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { assignmentFacts } from "./assignment-facts.ts";
import { presentBooking } from "./booking-presenter.ts";
import { type BookingView, listTeamBookingsBetween } from "./bookings.repository.ts";
import { neighbourhoodFacts } from "./neighbourhood-facts.ts";
import { insertBookings } from "./occurrences.repository.ts";
import { countForQuota, factsOf, type PlaceBookingInput, placeBooking } from "./place-booking.ts";

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
  userId: string;
  /** Null when the reader of the report may not see who holds it (docs/product.md "Who booked"). */
  name: string | null;
  startAt: Date;
  endAt: Date;
}

export type BatchOutcome =
  | { item: BatchItem; placed: true; booking: Booking }
  | { item: BatchItem; placed: false; skipped: BookingViolation; holder: Holder | null };

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
  | { kind: "skip"; skipped: BookingViolation; holder: Holder | null };

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
  const first = { ...input, start: items[0].start, end: items[0].end };
  let activeBookings = await countForQuota(db, first, lock);
  // One office and one booker: the neighbourhood's rules are read once for every date.
  const neighbourhood = await neighbourhoodFacts(db, teamId, office, input.booker.id);
  const from = new Date(Math.min(...items.map((i) => i.start.getTime())));
  const to = new Date(Math.max(...items.map((i) => i.end.getTime())));
  const assignment = await assignmentFacts(db, teamId, office, input.booker.id, {
    from,
    to,
    zone: input.policy.timeZone,
  });
  const existing: BookingView[] = await listTeamBookingsBetween(db, teamId, from, to, { officeIds: [office.id] });
  const taken: BookingView[] = [];
  const decisions: BatchDecision[] = [];
  for (const item of items) {
    const overlapping = [...existing, ...taken].filter((row) => overlaps(row, item));
    overlapping.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    const facts = factsOf(
      { ...input, start: item.start, end: item.end },
      { activeBookings, overlapping, neighbourhood, assignment },
    );
    const { violations, seats } = judgeBooking(facts);
    if (!seats) {
      const skipped = violations[0];
      const holder = skipped.code === "BOOKING_CONFLICT" ? overlapping[0] : undefined;
      decisions.push({
        kind: "skip",
        skipped,
        holder: holder
          ? { userId: holder.userId, name: holder.userName, startAt: holder.startAt, endAt: holder.endAt }
          : null,
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
    // Later dates count this one against the quota, and see it as a holder.
    if (activeBookings !== null && item.end.getTime() > input.now.getTime()) activeBookings += 1;
    taken.push({
      ...values,
      id: "",
      status: "confirmed",
      checkedInAt: null,
      cancelledAt: null,
      cancelledBy: null,
      officeName: office.name,
      officeCapacity: office.capacity,
      officeIsActive: true,
      userName: input.booker.name,
    });
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
