/** SQL of sites and floors, always scoped by team (docs/product.md "Sites and floors"). */
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { floorPlans, floors, offices, sites } from "#db/schema/index.ts";
import type { PlanPosition } from "#shared/schemas/site.ts";

export type SiteRow = typeof sites.$inferSelect;
export type FloorRow = typeof floors.$inferSelect;
export type PlanInfo = {
  mediaType: (typeof floorPlans.$inferSelect)["mediaType"];
  width: number;
  height: number;
  updatedAt: Date;
};
export type FloorWithCount = FloorRow & { officeCount: number; plan: PlanInfo | null };

/** The team's sites, the unnamed one first, then by name. */
export async function listSites(tx: Executor, teamId: string): Promise<SiteRow[]> {
  return tx
    .select()
    .from(sites)
    .where(eq(sites.teamId, teamId))
    .orderBy(sql`${sites.name} is not null`, asc(sql`lower(${sites.name})`));
}

/**
 * The team's floors with how many offices each holds and their plan (no image bytes), by level, the
 * unnamed one first, then by name; only those of a site, or the one floor, when `only` says so.
 */
export async function listFloors(
  tx: Executor,
  teamId: string,
  only: { siteId?: string; floorId?: string } = {},
): Promise<FloorWithCount[]> {
  const rows = await tx
    .select({
      id: floors.id,
      teamId: floors.teamId,
      siteId: floors.siteId,
      name: floors.name,
      level: floors.level,
      createdAt: floors.createdAt,
      updatedAt: floors.updatedAt,
      officeCount: count(offices.id),
      planType: floorPlans.mediaType,
      planWidth: floorPlans.width,
      planHeight: floorPlans.height,
      planUpdatedAt: floorPlans.updatedAt,
    })
    .from(floors)
    .leftJoin(offices, eq(offices.floorId, floors.id))
    .leftJoin(floorPlans, eq(floorPlans.floorId, floors.id))
    .where(
      and(
        eq(floors.teamId, teamId),
        only.siteId ? eq(floors.siteId, only.siteId) : undefined,
        only.floorId ? eq(floors.id, only.floorId) : undefined,
      ),
    )
    .groupBy(floors.id, floorPlans.floorId)
    .orderBy(asc(floors.level), sql`${floors.name} is not null`, asc(sql`lower(${floors.name})`));
  return rows.map(({ planType, planWidth, planHeight, planUpdatedAt, ...floor }) => ({
    ...floor,
    plan:
      planType && planWidth && planHeight && planUpdatedAt
        ? { mediaType: planType, width: planWidth, height: planHeight, updatedAt: planUpdatedAt }
        : null,
  }));
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

/** What ensureFloor found or made: the ids, and which of the two it made. */
export interface EnsuredFloor {
  siteId: string;
  floorId: string;
  siteMade: boolean;
  floorMade: boolean;
}

/**
 * The team's floor named `floorName` on its site named `siteName` (names compared case aside; null
 * names the unnamed site or floor), made when missing: how an office saved with a building and
 * floor, as before sites existed, finds its floor. Both rows stay locked (an upsert's row lock) to
 * the end of the transaction, so neither can be removed before the office is placed there.
 */
export async function ensureFloor(
  tx: Executor,
  teamId: string,
  siteName: string | null,
  floorName: string | null,
): Promise<EnsuredFloor> {
  const named = (column: typeof sites.name | typeof floors.name, name: string | null) =>
    name === null ? isNull(column) : sql`lower(${column}) = lower(${name})`;
  const site = await madeOrFound(
    () => tx.insert(sites).values({ teamId, name: siteName }).onConflictDoNothing().returning({ id: sites.id }),
    () =>
      tx
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.teamId, teamId), named(sites.name, siteName)))
        .for("key share"),
  );
  const floor = await madeOrFound(
    () =>
      tx
        .insert(floors)
        .values({ teamId, siteId: site.id, name: floorName })
        .onConflictDoNothing()
        .returning({ id: floors.id }),
    () =>
      tx
        .select({ id: floors.id })
        .from(floors)
        .where(and(eq(floors.siteId, site.id), named(floors.name, floorName)))
        .for("key share"),
  );
  return { siteId: site.id, floorId: floor.id, siteMade: site.made, floorMade: floor.made };
}

/**
 * The row `insert` makes (locked as new), else the one `find` locks; once more if the one found was
 * removed in between (a concurrent delete), which then lets the insert through.
 */
async function madeOrFound(
  insert: () => Promise<{ id: string }[]>,
  find: () => Promise<{ id: string }[]>,
): Promise<{ id: string; made: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const [made] = await insert();
    if (made) return { id: made.id, made: true };
    const [found] = await find();
    if (found || attempt === 1) {
      if (!found) throw new Error("A site or floor was removed while an office was placed on it; try again.");
      return { id: found.id, made: false };
    }
  }
}

/** Stores the floor's plan, replacing the one it had. */
export async function savePlan(tx: Executor, values: typeof floorPlans.$inferInsert): Promise<void> {
  await tx
    .insert(floorPlans)
    .values(values)
    .onConflictDoUpdate({
      target: floorPlans.floorId,
      set: {
        mediaType: values.mediaType,
        content: values.content,
        width: values.width,
        height: values.height,
        updatedAt: values.updatedAt,
      },
    });
}

/** The team's floor's plan with its content, or null when it has none. */
export async function findPlan(tx: Executor, teamId: string, floorId: string) {
  const rows = await tx
    .select()
    .from(floorPlans)
    .where(and(eq(floorPlans.teamId, teamId), eq(floorPlans.floorId, floorId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Removes the floor's plan; answers whether it had one. */
export async function deletePlan(tx: Executor, teamId: string, floorId: string): Promise<boolean> {
  const rows = await tx
    .delete(floorPlans)
    .where(and(eq(floorPlans.teamId, teamId), eq(floorPlans.floorId, floorId)))
    .returning({ floorId: floorPlans.floorId });
  return rows.length > 0;
}

/** Which of `officeIds` are the team's offices on the floor `floorId`. */
export async function officesOnFloor(
  tx: Executor,
  teamId: string,
  floorId: string,
  officeIds: readonly string[],
): Promise<Set<string>> {
  const rows = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.teamId, teamId), eq(offices.floorId, floorId), inArray(offices.id, [...officeIds])));
  return new Set(rows.map((r) => r.id));
}

/** Puts the team's office at `position` on its floor's plan, or takes it off (null). */
export async function setPosition(
  tx: Executor,
  teamId: string,
  officeId: string,
  position: PlanPosition | null,
  updatedAt: Date,
): Promise<void> {
  await tx
    .update(offices)
    .set({
      planX: position?.x ?? null,
      planY: position?.y ?? null,
      planWidth: position?.width ?? null,
      planHeight: position?.height ?? null,
      updatedAt,
    })
    .where(and(eq(offices.teamId, teamId), eq(offices.id, officeId)));
}
