/**
 * SQL of series occurrences in the bookings table, always scoped by team: the batched
 * insert of a series' dates, the occurrences of series, and re-parenting dates to a split series.
 * Kept beside bookings.repository.ts (the bookings module owns the table) so the series module never
 * writes bookings itself. Reads join the office and the booker as bookings.repository.ts does.
 */
import { and, asc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings, offices, users } from "#db/schema/index.ts";
import type { BookingRow, BookingView } from "./bookings.repository.ts";

/** Inserts many bookings in ONE statement (a series' dates); returns the rows in the order given. */
export async function insertBookings(tx: Executor, values: (typeof bookings.$inferInsert)[]): Promise<BookingRow[]> {
  if (values.length === 0) return [];
  return tx.insert(bookings).values(values).returning();
}

/**
 * Every booking row (any status) of the given series, by occurrence date then start; `fromDate`
 * (local date) keeps only dates on or after it.
 */
export async function listOccurrences(
  tx: Executor,
  teamId: string,
  seriesIds: string[],
  fromDate?: string,
): Promise<BookingView[]> {
  if (seriesIds.length === 0) return [];
  const rows = await tx
    .select({
      booking: bookings,
      officeName: offices.name,
      officeCapacity: offices.capacity,
      officeIsActive: offices.isActive,
      userName: users.name,
    })
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.teamId, teamId),
        inArray(bookings.seriesId, seriesIds),
        fromDate ? gte(bookings.occurrenceDate, fromDate) : undefined,
      ),
    )
    .orderBy(asc(bookings.occurrenceDate), asc(bookings.startAt));
  return rows.map((row) => ({
    ...row.booking,
    officeName: row.officeName,
    officeCapacity: row.officeCapacity,
    officeIsActive: row.officeIsActive,
    userName: row.userName,
  }));
}

/** Per series: the next live occurrence's date after `now` and how many live ones have not ended. */
export async function occurrenceStats(
  tx: Executor,
  teamId: string,
  seriesIds: string[],
  now: Date,
): Promise<Map<string, { nextDate: string | null; upcoming: number }>> {
  const stats = new Map<string, { nextDate: string | null; upcoming: number }>();
  if (seriesIds.length === 0) return stats;
  const rows = await tx
    .select({
      seriesId: bookings.seriesId,
      nextDate: sql<string | null>`min(${bookings.occurrenceDate})::text`,
      upcoming: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.teamId, teamId),
        inArray(bookings.seriesId, seriesIds),
        eq(bookings.status, "confirmed"),
        sql`${bookings.endAt} > ${now.toISOString()}::timestamptz`,
        isNotNull(bookings.seriesId),
      ),
    )
    .groupBy(bookings.seriesId);
  for (const row of rows) {
    if (row.seriesId) stats.set(row.seriesId, { nextDate: row.nextDate, upcoming: Number(row.upcoming) });
  }
  return stats;
}

/** Moves the given occurrences (by id) to series `seriesId` (a "this and following" split). */
export async function reassignOccurrences(
  tx: Executor,
  teamId: string,
  bookingIds: string[],
  seriesId: string,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(bookings)
    .set({ seriesId })
    .where(and(eq(bookings.teamId, teamId), inArray(bookings.id, bookingIds)));
}

/**
 * Detaches every booking of series `seriesId` from it (a deleted series): each becomes a single
 * booking (series_id and occurrence_date null, as the bookings_occurrence_check wants both). Returns
 * how many.
 */
export async function detachOccurrences(tx: Executor, teamId: string, seriesId: string): Promise<number> {
  const rows = await tx
    .update(bookings)
    .set({ seriesId: null, occurrenceDate: null })
    .where(and(eq(bookings.teamId, teamId), eq(bookings.seriesId, seriesId)))
    .returning({ id: bookings.id });
  return rows.length;
}
