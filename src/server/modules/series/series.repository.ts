/**
 * SQL of series and their skipped dates, always scoped by team. Reads join the office and
 * the booker for presentation; this file writes `series` and `series_skips` only.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { offices, series, seriesSkips, teams, users } from "#db/schema/index.ts";
import { type CreatedKeyset, createdBefore } from "#server/lib/keyset-cursor.ts";

export type SeriesRow = typeof series.$inferSelect;
export type SeriesView = SeriesRow & { officeName: string; userName: string };
export type SkipRow = typeof seriesSkips.$inferSelect;

function joined(tx: Executor) {
  return tx
    .select({
      series,
      officeName: offices.name,
      userName: users.name,
      // The keyset of a list's page, to the microsecond (src/server/lib/keyset-cursor.ts).
      createdAtText: sql<string>`${series.createdAt}::text`,
    })
    .from(series)
    .innerJoin(offices, eq(offices.id, series.officeId))
    .innerJoin(users, eq(users.id, series.userId));
}

const flatten = (rows: { series: SeriesRow; officeName: string; userName: string }[]): SeriesView[] =>
  rows.map((row) => ({ ...row.series, officeName: row.officeName, userName: row.userName }));

export async function insertSeries(tx: Executor, values: typeof series.$inferInsert): Promise<SeriesRow> {
  const [row] = await tx.insert(series).values(values).returning();
  return row;
}

/** One series of the team with its office and booker names; `lock` holds its row until commit. */
export async function findSeries(tx: Executor, teamId: string, seriesId: string, lock = false) {
  const query = joined(tx)
    .where(and(eq(series.teamId, teamId), eq(series.id, seriesId)))
    .limit(1);
  const rows = lock ? await query.for("update", { of: series }) : await query;
  return flatten(rows)[0] ?? null;
}

/**
 * A page of the team's series (of one booker when `userId` is given), newest first (ties by id):
 * at most `limit` rows after `after` (from the first when absent), each with its keyset.
 */
export async function listSeries(
  tx: Executor,
  teamId: string,
  options: { userId?: string; after?: CreatedKeyset; limit: number },
): Promise<(SeriesView & { keyset: CreatedKeyset })[]> {
  const { userId, after, limit } = options;
  const rows = await joined(tx)
    .where(
      and(
        eq(series.teamId, teamId),
        userId ? eq(series.userId, userId) : undefined,
        after ? createdBefore(series.createdAt, series.id, after) : undefined,
      ),
    )
    .orderBy(desc(series.createdAt), desc(series.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row.series,
    officeName: row.officeName,
    userName: row.userName,
    keyset: { createdAt: row.createdAtText, id: row.series.id },
  }));
}

export async function updateSeries(
  tx: Executor,
  teamId: string,
  seriesId: string,
  changes: Partial<Omit<SeriesRow, "id" | "teamId" | "createdAt">>,
): Promise<SeriesRow> {
  const [row] = await tx
    .update(series)
    .set(changes)
    .where(and(eq(series.teamId, teamId), eq(series.id, seriesId)))
    .returning();
  return row;
}

/** Deletes a series of the team (its skipped dates go with it); true when there was one. */
export async function deleteSeries(tx: Executor, teamId: string, seriesId: string): Promise<boolean> {
  const rows = await tx
    .delete(series)
    .where(and(eq(series.teamId, teamId), eq(series.id, seriesId)))
    .returning({ id: series.id });
  return rows.length > 0;
}

/** Records skipped dates (one statement); a date already recorded keeps its first reason. */
export async function insertSkips(tx: Executor, values: (typeof seriesSkips.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(seriesSkips).values(values).onConflictDoNothing();
}

/** The skipped dates of the given series, by date. */
export async function listSkips(tx: Executor, teamId: string, seriesIds: string[]): Promise<SkipRow[]> {
  if (seriesIds.length === 0) return [];
  return tx
    .select()
    .from(seriesSkips)
    .where(and(eq(seriesSkips.teamId, teamId), inArray(seriesSkips.seriesId, seriesIds)))
    .orderBy(asc(seriesSkips.occurrenceDate));
}

/** Moves skipped dates on or after `fromDate` to series `toId` (a "this and following" split). */
export async function moveSkips(tx: Executor, teamId: string, fromId: string, toId: string, fromDate: string) {
  await tx
    .update(seriesSkips)
    .set({ seriesId: toId })
    .where(
      and(
        eq(seriesSkips.teamId, teamId),
        eq(seriesSkips.seriesId, fromId),
        sql`${seriesSkips.occurrenceDate} >= ${fromDate}::date`,
      ),
    );
}

/**
 * The materialisation job's scan (any team; a system job): up to `limit` active series whose placed
 * dates stop short of their team's horizon at `now` (the day before the horizon's local date).
 * Returns team ids, so every later call is team-scoped. Not locked: `claimSeries` decides.
 * `onlyTeamId` limits the scan to one team (tests sharing a database with other teams' series).
 */
export async function findDueSeries(tx: Executor, now: Date, limit: number, onlyTeamId?: string) {
  const horizonEve = sql`((${now.toISOString()}::timestamptz at time zone ${teams.timeZone})::date + ${teams.bookingHorizonDays} - 1)`;
  return tx
    .select({ id: series.id, teamId: series.teamId, officeId: series.officeId })
    .from(series)
    .innerJoin(teams, eq(teams.id, series.teamId))
    .where(
      and(
        eq(series.status, "active"),
        or(isNull(series.materialisedThrough), lt(series.materialisedThrough, horizonEve)),
        onlyTeamId ? eq(series.teamId, onlyTeamId) : undefined,
      ),
    )
    .orderBy(asc(series.materialisedThrough))
    .limit(limit);
}

/**
 * Locks one active series row for the job, FOR UPDATE SKIP LOCKED: null when another instance (or
 * an edit) holds it, so two instances never extend one series at once.
 */
export async function claimSeries(tx: Executor, teamId: string, seriesId: string): Promise<SeriesRow | null> {
  const rows = await tx
    .select()
    .from(series)
    .where(and(eq(series.teamId, teamId), eq(series.id, seriesId), eq(series.status, "active")))
    .for("update", { skipLocked: true });
  return rows[0] ?? null;
}
