/** SQL of offices, always scoped by team. */
import { and, asc, count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { perHandle } from "#db/per-handle.ts";
import { deskReleases, floors, offices, sites, users } from "#db/schema/index.ts";

export type OfficeRow = typeof offices.$inferSelect;
/** Where an office is: its site's id and name, its floor's name (null names: the unnamed ones). */
export interface Placement {
  siteId: string;
  siteName: string | null;
  floorName: string | null;
}
/** An office with where it is and the name of the member its desk is assigned to (or null). */
export type PlacedOfficeRow = OfficeRow & Placement & { assignedUserName: string | null };

/**
 * The team's offices by name with where each is; only those of `only.ids` when given (ids of
 * another team match nothing).
 */
export async function listOffices(
  tx: Executor,
  teamId: string,
  only: { ids?: readonly string[] } = {},
): Promise<PlacedOfficeRow[]> {
  return tx
    .select({
      ...getTableColumns(offices),
      siteId: sites.id,
      siteName: sites.name,
      floorName: floors.name,
      assignedUserName: users.name,
    })
    .from(offices)
    .innerJoin(floors, eq(floors.id, offices.floorId))
    .innerJoin(sites, eq(sites.id, floors.siteId))
    .leftJoin(users, and(eq(users.id, offices.assignedUserId), eq(users.teamId, offices.teamId)))
    .where(and(eq(offices.teamId, teamId), only.ids ? inArray(offices.id, [...only.ids]) : undefined))
    .orderBy(asc(offices.name));
}

/** What the floor map draws of each office of the team's floor `floorId`, by name (its narrow read). */
export async function listFloorSpaces(tx: Executor, teamId: string, floorId: string) {
  return tx
    .select({
      id: offices.id,
      name: offices.name,
      kind: offices.kind,
      capacity: offices.capacity,
      isShared: offices.isShared,
      isActive: offices.isActive,
      planX: offices.planX,
      planY: offices.planY,
      planWidth: offices.planWidth,
      planHeight: offices.planHeight,
      neighbourhoodId: offices.neighbourhoodId,
      assignedUserId: offices.assignedUserId,
      assignedUserName: users.name,
    })
    .from(offices)
    .leftJoin(users, and(eq(users.id, offices.assignedUserId), eq(users.teamId, offices.teamId)))
    .where(and(eq(offices.teamId, teamId), eq(offices.floorId, floorId)))
    .orderBy(asc(offices.name));
}

/**
 * The team's floor `floorId` with its site, or null when the team has no such floor. `lock` holds
 * the floor (a key-share lock) to the end of the transaction, so it cannot be removed before an
 * office is placed on it.
 */
export async function findPlacement(
  tx: Executor,
  teamId: string,
  floorId: string,
  lock = false,
): Promise<Placement | null> {
  const query = tx
    .select({ siteId: sites.id, siteName: sites.name, floorName: floors.name })
    .from(floors)
    .innerJoin(sites, eq(sites.id, floors.siteId))
    .where(and(eq(floors.teamId, teamId), eq(floors.id, floorId)))
    .limit(1);
  const rows = await (lock ? query.for("key share", { of: floors }) : query);
  return rows[0] ?? null;
}

export async function countActiveOffices(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(offices)
    .where(and(eq(offices.teamId, teamId), eq(offices.isActive, true)));
  return row.n;
}

/** findOffice's two statements (a plain read, a read under the row lock), their values placeholders. */
function prepareOfficeRead(db: Executor, lock: boolean) {
  const query = db
    .select()
    .from(offices)
    .where(and(eq(offices.teamId, sql.placeholder("teamId")), eq(offices.id, sql.placeholder("officeId"))))
    .limit(1);
  return (lock ? query.for("update") : query).prepare(lock ? "officely_office_lock" : "officely_office");
}

/** Each handle's prepared office reads: every booking create sends one. */
const officeRead = perHandle((db: Executor) => prepareOfficeRead(db, false));
const officeLock = perHandle((db: Executor) => prepareOfficeRead(db, true));

/**
 * One office of the team, or null; `lock` takes a row lock that serialises bookings of this office
 * (the lock place-booking.ts places a booking under). Prepared, as the other reads every request
 * sends are.
 */
export async function findOffice(
  tx: Executor,
  teamId: string,
  officeId: string,
  lock = false,
): Promise<OfficeRow | null> {
  const rows = await (lock ? officeLock : officeRead)(tx).execute({ teamId, officeId });
  return rows[0] ?? null;
}

export async function insertOffice(tx: Executor, values: typeof offices.$inferInsert): Promise<OfficeRow> {
  const [row] = await tx.insert(offices).values(values).returning();
  return row;
}

export async function updateOffice(
  tx: Executor,
  teamId: string,
  officeId: string,
  updatedAt: Date,
  values: Partial<typeof offices.$inferInsert>,
): Promise<OfficeRow | null> {
  const rows = await tx
    .update(offices)
    .set({ ...values, updatedAt })
    .where(and(eq(offices.teamId, teamId), eq(offices.id, officeId)))
    .returning();
  return rows[0] ?? null;
}

/** The team's office whose check-in code is `code` (QR check-in); null when none of the team's has it. */
export async function findOfficeByCheckInCode(tx: Executor, teamId: string, code: string) {
  const rows = await tx
    .select()
    .from(offices)
    .where(and(eq(offices.teamId, teamId), eq(offices.checkInCode, code)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Gives the team's office `officeId` a new random check-in code (16 hex, as the column default), so
 * the printed one stops working; null when the team has no such office.
 */
export async function regenerateCheckInCode(tx: Executor, teamId: string, officeId: string, updatedAt: Date) {
  const rows = await tx
    .update(offices)
    .set({ checkInCode: sql`substr(md5(gen_random_uuid()::text), 1, 16)`, updatedAt })
    .where(and(eq(offices.teamId, teamId), eq(offices.id, officeId)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Takes every desk of `teamId` assigned to `userId` from them (they leave the team), with the days
 * they had released; answers those desks (id, name) for the caller's audit.
 */
export async function unassignDesksOf(
  tx: Executor,
  teamId: string,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await tx
    .update(offices)
    .set({ assignedUserId: null })
    .where(and(eq(offices.teamId, teamId), eq(offices.assignedUserId, userId)))
    .returning({ id: offices.id, name: offices.name });
  if (rows.length > 0) {
    await tx.delete(deskReleases).where(
      and(
        eq(deskReleases.teamId, teamId),
        inArray(
          deskReleases.officeId,
          rows.map((row) => row.id),
        ),
      ),
    );
  }
  return rows;
}
