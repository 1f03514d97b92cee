/** SQL of bookings, always scoped by team. Instants are Date (timestamptz). */
import { and, asc, count, desc, eq, gt, gte, lt } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { bookings, offices, users } from "../../../db/schema/index.ts";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingWithNames = BookingRow & { officeName: string; userName: string };

const withNames = {
  booking: bookings,
  officeName: offices.name,
  userName: users.name,
};

function flatten(rows: { booking: BookingRow; officeName: string; userName: string }[]): BookingWithNames[] {
  return rows.map((row) => ({ ...row.booking, officeName: row.officeName, userName: row.userName }));
}

function joined(tx: Executor) {
  return tx
    .select(withNames)
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(users, eq(users.id, bookings.userId));
}

/** Confirmed bookings of one office overlapping [start, end), earliest first. */
export async function findOverlapping(tx: Executor, teamId: string, officeId: string, start: Date, end: Date) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.officeId, officeId),
        eq(bookings.status, "confirmed"),
        lt(bookings.startAt, end),
        gt(bookings.endAt, start),
      ),
    )
    .orderBy(asc(bookings.startAt));
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

export async function cancelBooking(tx: Executor, teamId: string, bookingId: string, cancelledBy: string) {
  const [row] = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy })
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId)))
    .returning();
  return row;
}

/** Confirmed bookings of the team overlapping [start, end), optionally of one office. */
export async function listTeamBookingsBetween(
  tx: Executor,
  teamId: string,
  start: Date,
  end: Date,
  officeId?: string,
): Promise<BookingWithNames[]> {
  const rows = await joined(tx)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.status, "confirmed"),
        lt(bookings.startAt, end),
        gt(bookings.endAt, start),
        officeId ? eq(bookings.officeId, officeId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startAt), asc(offices.name));
  return flatten(rows);
}

/** The user's own bookings, newest first (all statuses), at most `limit`. */
export async function listUserBookings(tx: Executor, teamId: string, userId: string, limit: number) {
  const rows = await joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.userId, userId)))
    .orderBy(desc(bookings.startAt))
    .limit(limit);
  return flatten(rows);
}

/** The user's confirmed bookings that have not ended yet, soonest first. */
export async function listUpcoming(tx: Executor, teamId: string, userId: string, now: Date, limit: number) {
  const rows = await joined(tx)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.userId, userId),
        eq(bookings.status, "confirmed"),
        gte(bookings.endAt, now),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return flatten(rows);
}

export async function countConfirmed(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.status, "confirmed")));
  return row.n;
}
