/**
 * SQL of assigned desks' released days (docs/product.md "Assigned desks"); the offices module owns
 * desk_releases. Dates are local dates of the team's zone, yyyy-MM-dd.
 */
import { and, asc, between, eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { deskReleases } from "#db/schema/index.ts";

/** The dates from..to (inclusive) on which desk `officeId` of `teamId` was released, in order. */
export async function listReleasedDates(
  tx: Executor,
  teamId: string,
  officeId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await tx
    .select({ date: deskReleases.date })
    .from(deskReleases)
    .where(
      and(eq(deskReleases.teamId, teamId), eq(deskReleases.officeId, officeId), between(deskReleases.date, from, to)),
    )
    .orderBy(asc(deskReleases.date));
  return rows.map((row) => row.date);
}

/** Of `officeIds` (the team's), those released on `date`. */
export async function listReleasedOn(
  tx: Executor,
  teamId: string,
  officeIds: readonly string[],
  date: string,
): Promise<Set<string>> {
  if (officeIds.length === 0) return new Set();
  const rows = await tx
    .select({ officeId: deskReleases.officeId })
    .from(deskReleases)
    .where(
      and(eq(deskReleases.teamId, teamId), eq(deskReleases.date, date), inArray(deskReleases.officeId, [...officeIds])),
    );
  return new Set(rows.map((row) => row.officeId));
}

/** Releases `officeId` on `date`; false when it already was. */
export async function insertRelease(
  tx: Executor,
  values: { teamId: string; officeId: string; date: string; releasedBy: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(deskReleases)
    .values(values)
    .onConflictDoNothing()
    .returning({ date: deskReleases.date });
  return rows.length > 0;
}

/** Takes back `officeId` on `date`; false when it was not released. */
export async function deleteRelease(tx: Executor, teamId: string, officeId: string, date: string): Promise<boolean> {
  const rows = await tx
    .delete(deskReleases)
    .where(and(eq(deskReleases.teamId, teamId), eq(deskReleases.officeId, officeId), eq(deskReleases.date, date)))
    .returning({ date: deskReleases.date });
  return rows.length > 0;
}

/** Forgets every release of `officeId`: its holder's decisions, void once the desk changes hands. */
export async function deleteReleases(tx: Executor, teamId: string, officeId: string): Promise<void> {
  await tx.delete(deskReleases).where(and(eq(deskReleases.teamId, teamId), eq(deskReleases.officeId, officeId)));
}

/** Of `officeIds` (the team's), each release from..to (inclusive) as "officeId/date". */
export async function listReleasesBetween(
  tx: Executor,
  teamId: string,
  officeIds: readonly string[],
  from: string,
  to: string,
): Promise<Set<string>> {
  if (officeIds.length === 0) return new Set();
  const rows = await tx
    .select({ officeId: deskReleases.officeId, date: deskReleases.date })
    .from(deskReleases)
    .where(
      and(
        eq(deskReleases.teamId, teamId),
        inArray(deskReleases.officeId, [...officeIds]),
        between(deskReleases.date, from, to),
      ),
    );
  return new Set(rows.map((row) => `${row.officeId}/${row.date}`));
}
