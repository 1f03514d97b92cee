/**
 * SQL of check-in and no-show release (docs/product.md "Check-in and release"), beside
 * bookings.repository.ts and writing the same table. Rows are presented through that file's joined
 * view (findBookingsOf), so a booking reads the same from every endpoint.
 *
 * The no-show scan is not scoped by team: the release job scans one window for the whole
 * installation (as the outbox sender does), the documented exception to "every repository function
 * takes teamId". Each row carries its team id, and everything done with it is scoped by it.
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings } from "#db/schema/index.ts";
import { type BookingView, findBookingsOf } from "./bookings.repository.ts";

/** The joined views of `rows`, in one read (bookings.repository.ts's one joined view). */
function viewsOf(tx: Executor, rows: { id: string; teamId: string }[]): Promise<BookingView[]> {
  return findBookingsOf(tx, rows);
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

/** The no-show condition of lockNoShows (see there), shared with the lag that system health reads. */
const noShowsOf = (teamId: string, graceEnd: Date, now: Date) =>
  and(
    eq(bookings.teamId, teamId),
    waitingForCheckIn,
    or(lte(bookings.startAt, graceEnd), lte(bookings.endAt, now)),
    gt(bookings.endAt, graceEnd),
  );

/**
 * The team's no-shows at `now`: confirmed, not checked in, and their check-in window closed
 * (shared/check-in.ts: at start + grace, or at the end for a booking shorter than its grace), that
 * is started at or before `graceEnd` (now minus the grace) or ended by `now`; and ended no earlier
 * than `graceEnd`, so a runner catching up after a pause still finds a short booking, while turning
 * check-in on does not mark bookings long past as no-shows. Locked FOR UPDATE SKIP LOCKED, so a
 * second instance running the same release skips them instead of releasing them again. At most
 * `limit`.
 */
export async function lockNoShows(tx: Executor, teamId: string, graceEnd: Date, now: Date, limit: number) {
  const rows = await tx
    .select({ id: bookings.id, teamId: bookings.teamId })
    .from(bookings)
    .where(noShowsOf(teamId, graceEnd, now))
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

/**
 * When the team's oldest no-show still waiting for release became due (its check-in window closed:
 * start + grace, or its end when shorter), over the rows lockNoShows would take at `now`; null when
 * none. System health reads it as the release job's lag.
 */
export async function oldestNoShowDue(
  tx: Executor,
  teamId: string,
  graceMinutes: number,
  now: Date,
): Promise<Date | null> {
  const graceEnd = new Date(now.getTime() - graceMinutes * 60_000);
  const due = sql<
    string | Date | null
  >`min(least(${bookings.startAt} + make_interval(mins => ${graceMinutes}::int), ${bookings.endAt}))`;
  const [row] = await tx
    .select({ due })
    .from(bookings)
    .where(noShowsOf(teamId, graceEnd, now));
  return row?.due ? new Date(row.due) : null;
}
