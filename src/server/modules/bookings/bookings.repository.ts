/**
 * SQL of bookings, always scoped by team. Instants are Date (timestamptz). Every read that feeds the
 * presenter joins the office (name, capacity) and the booker (name), so a booking reads the same
 * from every endpoint; those joins only read: this file writes the bookings table alone.
 */
import { and, asc, count, desc, eq, gt, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings, offices, users } from "#db/schema/index.ts";

export type BookingRow = typeof bookings.$inferSelect;
/** A booking with what the presenter needs from its office and booker. */
export type BookingView = BookingRow & { officeName: string; officeCapacity: number; userName: string };

const viewColumns = {
  booking: bookings,
  officeName: offices.name,
  officeCapacity: offices.capacity,
  userName: users.name,
};

function flatten(
  rows: { booking: BookingRow; officeName: string; officeCapacity: number; userName: string }[],
): BookingView[] {
  return rows.map((row) => ({
    ...row.booking,
    officeName: row.officeName,
    officeCapacity: row.officeCapacity,
    userName: row.userName,
  }));
}

function joined(tx: Executor) {
  return tx
    .select(viewColumns)
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(users, eq(users.id, bookings.userId));
}

/**
 * A live booking holds its seats: `confirmed`, checked in or not (DESIGN.md "Spaces and the booking
 * invariant"; the exclusion constraint `bookings_no_overlap` uses the same condition).
 */
const isLive = eq(bookings.status, "confirmed");

/** The one definition of a live booking overlapping [start, end). */
function liveOverlapping(start: Date, end: Date): SQL | undefined {
  return and(isLive, lt(bookings.startAt, end), gt(bookings.endAt, start));
}

/** Live bookings of one office overlapping [start, end), earliest first (seat choice and conflicts). */
export async function findOverlapping(tx: Executor, teamId: string, officeId: string, start: Date, end: Date) {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.officeId, officeId), liveOverlapping(start, end)))
    .orderBy(asc(bookings.startAt));
}

/** Live bookings of the team overlapping [start, end), optionally of one office. */
export async function listTeamBookingsBetween(
  tx: Executor,
  teamId: string,
  start: Date,
  end: Date,
  officeId?: string,
): Promise<BookingView[]> {
  const rows = await joined(tx)
    .where(
      and(
        eq(bookings.teamId, teamId),
        liveOverlapping(start, end),
        officeId ? eq(bookings.officeId, officeId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startAt), asc(offices.name));
  return flatten(rows);
}

/** How many live bookings of `userId` have not ended at `now` (the member quota). */
export async function countActiveBookings(tx: Executor, teamId: string, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.userId, userId), isLive, gt(bookings.endAt, now)));
  return row.n;
}

/**
 * Serializes quota checks of one member until the transaction ends (a transaction-scoped advisory
 * lock, so two concurrent bookings in different offices cannot both pass the count).
 */
export async function lockMemberQuota(tx: Executor, teamId: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-quota:${teamId}:${userId}`}, 0))`);
}

export async function insertBooking(tx: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row;
}

export async function findBooking(tx: Executor, teamId: string, bookingId: string, lock = false) {
  const query = joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId)))
    .limit(1);
  const rows = lock ? await query.for("update", { of: bookings }) : await query;
  return flatten(rows)[0] ?? null;
}

/** Marks the booking cancelled by `cancelledBy` at `at` (the service's clock). */
export async function cancelBooking(tx: Executor, teamId: string, bookingId: string, cancelledBy: string, at: Date) {
  const [row] = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: at, cancelledBy })
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId)))
    .returning();
  return row;
}

/** The user's own bookings, newest first (all statuses), at most `limit`. */
export async function listUserBookings(tx: Executor, teamId: string, userId: string, limit: number) {
  const rows = await joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.userId, userId)))
    .orderBy(desc(bookings.startAt))
    .limit(limit);
  return flatten(rows);
}

/** The user's live bookings that have not ended yet, soonest first. */
export async function listUpcoming(tx: Executor, teamId: string, userId: string, now: Date, limit: number) {
  const rows = await joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.userId, userId), isLive, gte(bookings.endAt, now)))
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return flatten(rows);
}

export async function countConfirmed(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.teamId, teamId), isLive));
  return row.n;
}
