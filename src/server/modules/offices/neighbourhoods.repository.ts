/** SQL of neighbourhoods, always scoped by team (docs/product.md "Neighbourhoods"). */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { groupMembers, groups, neighbourhoodGroups, neighbourhoods, offices, users } from "#db/schema/index.ts";

export type NeighbourhoodRow = typeof neighbourhoods.$inferSelect;
export type NeighbourhoodWithMembers = NeighbourhoodRow & { groupIds: string[]; officeCount: number };

/**
 * The team's neighbourhoods by floor and name, each with the groups it lets book and how many
 * offices it holds; only those of `only.floorId`, or the one `only.id`, when given.
 */
export async function listNeighbourhoods(
  tx: Executor,
  teamId: string,
  only: { floorId?: string; id?: string } = {},
): Promise<NeighbourhoodWithMembers[]> {
  return tx
    .select({
      id: neighbourhoods.id,
      teamId: neighbourhoods.teamId,
      floorId: neighbourhoods.floorId,
      name: neighbourhoods.name,
      allowedRoles: neighbourhoods.allowedRoles,
      restricted: neighbourhoods.restricted,
      bookingMode: neighbourhoods.bookingMode,
      maxBookingMinutes: neighbourhoods.maxBookingMinutes,
      horizonDays: neighbourhoods.horizonDays,
      createdAt: neighbourhoods.createdAt,
      updatedAt: neighbourhoods.updatedAt,
      // Qualified by hand: drizzle leaves a lone table's columns unqualified, which a subquery would
      // read as its own table's.
      groupIds: sql<string[]>`coalesce((select array_agg(ng.group_id::text order by ng.group_id)
        from ${neighbourhoodGroups} ng where ng.neighbourhood_id = ${neighbourhoods}.id), '{}')`,
      officeCount: sql<number>`(select count(*)::int from ${offices} o where o.neighbourhood_id = ${neighbourhoods}.id)`,
    })
    .from(neighbourhoods)
    .where(
      and(
        eq(neighbourhoods.teamId, teamId),
        only.floorId ? eq(neighbourhoods.floorId, only.floorId) : undefined,
        only.id ? eq(neighbourhoods.id, only.id) : undefined,
      ),
    )
    .orderBy(asc(neighbourhoods.floorId), asc(sql`lower(${neighbourhoods.name})`));
}

export async function insertNeighbourhood(
  tx: Executor,
  values: typeof neighbourhoods.$inferInsert,
): Promise<NeighbourhoodRow> {
  const [row] = await tx.insert(neighbourhoods).values(values).returning();
  return row;
}

export async function updateNeighbourhood(
  tx: Executor,
  teamId: string,
  id: string,
  values: Partial<Omit<typeof neighbourhoods.$inferInsert, "id" | "teamId" | "floorId" | "createdAt">>,
): Promise<NeighbourhoodRow | null> {
  const rows = await tx
    .update(neighbourhoods)
    .set(values)
    .where(and(eq(neighbourhoods.teamId, teamId), eq(neighbourhoods.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Takes the neighbourhood's offices out of it, then deletes it (its group list goes with it). */
export async function deleteNeighbourhood(tx: Executor, teamId: string, id: string): Promise<boolean> {
  await tx
    .update(offices)
    .set({ neighbourhoodId: null })
    .where(and(eq(offices.teamId, teamId), eq(offices.neighbourhoodId, id)));
  const rows = await tx
    .delete(neighbourhoods)
    .where(and(eq(neighbourhoods.teamId, teamId), eq(neighbourhoods.id, id)))
    .returning({ id: neighbourhoods.id });
  return rows.length > 0;
}

/** Which of `groupIds` are groups of the team. */
export async function teamGroupIds(tx: Executor, teamId: string, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.teamId, teamId), inArray(groups.id, [...groupIds])));
  return new Set(rows.map((row) => row.id));
}

/** Makes the neighbourhood's groups exactly `groupIds` (groups of the team, checked by the caller). */
export async function setNeighbourhoodGroups(
  tx: Executor,
  teamId: string,
  neighbourhoodId: string,
  groupIds: readonly string[],
): Promise<void> {
  await tx.delete(neighbourhoodGroups).where(eq(neighbourhoodGroups.neighbourhoodId, neighbourhoodId));
  if (groupIds.length === 0) return;
  await tx.insert(neighbourhoodGroups).values(groupIds.map((groupId) => ({ neighbourhoodId, teamId, groupId })));
}

/**
 * Whether member `userId` of the team may book in neighbourhood `id`: everyone may when it is not
 * restricted; else a member of one of its roles (`admin` counting as team_admin) or groups. False
 * for someone not in the team.
 */
export async function mayBookIn(tx: Executor, teamId: string, id: string, userId: string): Promise<boolean> {
  const result = await tx
    .select({
      allowed: sql<boolean>`not ${neighbourhoods.restricted}
        or (case when ${users.role} = 'admin' then 'team_admin' else ${users.role} end) = any(${neighbourhoods.allowedRoles})
        or exists (select 1 from ${neighbourhoodGroups} join ${groupMembers}
                     on ${groupMembers.groupId} = ${neighbourhoodGroups.groupId} and ${groupMembers.userId} = ${users.id}
                   where ${neighbourhoodGroups.neighbourhoodId} = ${neighbourhoods.id})`,
    })
    .from(neighbourhoods)
    .innerJoin(users, and(eq(users.id, userId), eq(users.teamId, teamId)))
    .where(and(eq(neighbourhoods.teamId, teamId), eq(neighbourhoods.id, id)));
  return result[0]?.allowed ?? false;
}
