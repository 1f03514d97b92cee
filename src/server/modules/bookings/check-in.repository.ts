/**
 * SQL of check-in, no-show release and the reminder scan (DESIGN.md "Check-in and release"), beside
 * bookings.repository.ts and writing the same table. Rows are presented through that file's joined
 * view (findBooking), so a booking reads the same from every endpoint.
 *
 * `listStartingBetween` is not scoped by team: the reminder job scans one window for the whole
 * installation (as the outbox sender does), the documented exception to "every repository function
 * takes teamId". Each row carries its team id, and everything done with it is scoped by it.
 */
import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings } from "#db/schema/index.ts";
import { type BookingView, findBooking } from "./bookings.repository.ts";

/** The joined views of `rows` (one read each, through bookings.repository.ts's one joined view). */
async function viewsOf(tx: Executor, rows: { id: string; teamId: string }[]): Promise<BookingView[]> {
  const views: BookingView[] = [];
  for (const row of rows) {
    const view = await findBooking(tx, row.teamId, row.id);
    if (view) views.push(view);
  }
  return views;
}

const waitingForCheckIn = and(eq(bookings.status, "confirmed"), isNull(bookings.checkedInAt));

/** Sets `checked_in_at` of a confirmed booking not yet checked in; returns the row, or null. */
export async function markCheckedIn(tx: Executor, teamId: string, bookingId: string, at: Date) {
  const [row] = await tx
    .update(bookings)
    .set({ checkedInAt: at })
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId), waitingForCheckIn))
    .returning();
  return row ?? null;
}

/**
 * The team's no-shows at `now`: confirmed, not checked in, started at or before `graceEnd` (now
 * minus the grace) and not yet ended; locked FOR UPDATE SKIP LOCKED, so a second instance running
 * the same release skips them instead of releasing them again. At most `limit`.
 */
export async function lockNoShows(tx: Executor, teamId: string, graceEnd: Date, now: Date, limit: number) {
  const rows = await tx
    .select({ id: bookings.id, teamId: bookings.teamId })
    .from(bookings)
    .where(
      and(eq(bookings.teamId, teamId), waitingForCheckIn, lte(bookings.startAt, graceEnd), gt(bookings.endAt, now)),
    )
    .orderBy(asc(bookings.startAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return viewsOf(tx, rows);
}

/** Marks a locked no-show released (its seats are free from this commit on); returns the row. */
export async function markReleased(tx: Executor, teamId: string, bookingId: string) {
  const [row] = await tx
    .update(bookings)
    .set({ status: "released" })
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId), waitingForCheckIn))
    .returning();
  return row ?? null;
}

/** Confirmed bookings of every team starting in (from, to], soonest first, at most `limit` (the reminder scan). */
export async function listStartingBetween(tx: Executor, from: Date, to: Date, limit: number): Promise<BookingView[]> {
  const rows = await tx
    .select({ id: bookings.id, teamId: bookings.teamId })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startAt, from), lte(bookings.startAt, to)))
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return viewsOf(tx, rows);
}

/**
 * The user's confirmed bookings of one office of the team that have not ended at `now` and start by
 * `startsBy`: those a QR check-in at that office may mean, soonest first, checked-in ones included.
 */
export async function listCheckInCandidates(
  tx: Executor,
  teamId: string,
  userId: string,
  officeId: string,
  startsBy: Date,
  now: Date,
) {
  return tx
    .select({ id: bookings.id, startAt: bookings.startAt, endAt: bookings.endAt, checkedInAt: bookings.checkedInAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.userId, userId),
        eq(bookings.officeId, officeId),
        eq(bookings.status, "confirmed"),
        lte(bookings.startAt, startsBy),
        gt(bookings.endAt, now),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(20);
}
