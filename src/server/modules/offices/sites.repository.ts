/** SQL of sites and floors, always scoped by team (docs/product.md "Sites and floors"). */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { floors, offices, sites } from "#db/schema/index.ts";

export type SiteRow = typeof sites.$inferSelect;
export type FloorRow = typeof floors.$inferSelect;
export type FloorWithCount = FloorRow & { officeCount: number };

/** The team's sites, the unnamed one first, then by name. */
export async function listSites(tx: Executor, teamId: string): Promise<SiteRow[]> {
  return tx
    .select()
    .from(sites)
    .where(eq(sites.teamId, teamId))
    .orderBy(sql`${sites.name} is not null`, asc(sql`lower(${sites.name})`));
}

/** The team's floors with how many offices each holds, by level, the unnamed one first, then by name. */
export async function listFloors(tx: Executor, teamId: string): Promise<FloorWithCount[]> {
  return tx
    .select({
      id: floors.id,
      teamId: floors.teamId,
      siteId: floors.siteId,
      name: floors.name,
      level: floors.level,
      createdAt: floors.createdAt,
      updatedAt: floors.updatedAt,
      officeCount: count(offices.id),
    })
    .from(floors)
    .leftJoin(offices, eq(offices.floorId, floors.id))
    .where(eq(floors.teamId, teamId))
    .groupBy(floors.id)
    .orderBy(asc(floors.level), sql`${floors.name} is not null`, asc(sql`lower(${floors.name})`));
}

export async function findSite(tx: Executor, teamId: string, siteId: string): Promise<SiteRow | null> {
  const rows = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFloor(tx: Executor, teamId: string, floorId: string): Promise<FloorRow | null> {
  const rows = await tx
    .select()
    .from(floors)
    .where(and(eq(floors.teamId, teamId), eq(floors.id, floorId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSite(tx: Executor, values: typeof sites.$inferInsert): Promise<SiteRow> {
  const [row] = await tx.insert(sites).values(values).returning();
  return row;
}

export async function updateSite(
  tx: Executor,
  teamId: string,
  siteId: string,
  values: Partial<Pick<SiteRow, "name" | "address" | "updatedAt">>,
): Promise<SiteRow | null> {
  const rows = await tx
    .update(sites)
    .set(values)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the site and its floors; a floor that still holds an office makes it fail (23503). */
export async function deleteSite(tx: Executor, teamId: string, siteId: string): Promise<boolean> {
  const rows = await tx
    .delete(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .returning({ id: sites.id });
  return rows.length > 0;
}

export async function insertFloor(tx: Executor, values: typeof floors.$inferInsert): Promise<FloorRow> {
  const [row] = await tx.insert(floors).values(values).returning();
  return row;
}

export async function updateFloor(
  tx: Executor,
  teamId: string,
  floorId: string,
  values: Partial<Pick<FloorRow, "name" | "level" | "updatedAt">>,
): Promise<FloorRow | null> {
  const rows = await tx
    .update(floors)
    .set(values)
    .where(and(eq(floors.teamId, teamId), eq(floors.id, floorId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the floor; one that still holds an office makes it fail (23503). */
export async function deleteFloor(tx: Executor, teamId: string, floorId: string): Promise<boolean> {
  const rows = await tx
    .delete(floors)
    .where(and(eq(floors.teamId, teamId), eq(floors.id, floorId)))
    .returning({ id: floors.id });
  return rows.length > 0;
}

/** How many offices the team's site holds, on all its floors. */
export async function countOfficesOnSite(tx: Executor, teamId: string, siteId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(offices)
    .innerJoin(floors, eq(floors.id, offices.floorId))
    .where(and(eq(floors.teamId, teamId), eq(floors.siteId, siteId)));
  return row.n;
}

/**
 * The id of the team's floor named `floorName` on its site named `siteName` (names compared case
 * aside; null names the unnamed site or floor), made when missing: how an office saved with a
 * building and floor, as before sites existed, finds its floor.
 */
export async function ensureFloor(
  tx: Executor,
  teamId: string,
  siteName: string | null,
  floorName: string | null,
): Promise<string> {
  await tx.insert(sites).values({ teamId, name: siteName }).onConflictDoNothing();
  const [site] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        eq(sites.teamId, teamId),
        siteName === null ? isNull(sites.name) : sql`lower(${sites.name}) = lower(${siteName})`,
      ),
    );
  await tx.insert(floors).values({ teamId, siteId: site.id, name: floorName }).onConflictDoNothing();
  const [floor] = await tx
    .select({ id: floors.id })
    .from(floors)
    .where(
      and(
        eq(floors.siteId, site.id),
        floorName === null ? isNull(floors.name) : sql`lower(${floors.name}) = lower(${floorName})`,
      ),
    );
  return floor.id;
}
