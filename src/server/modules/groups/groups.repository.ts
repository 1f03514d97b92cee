/**
 * SQL of groups and their memberships (the groups module owns both tables). Every function is scoped
 * by team; a membership can only name a member of the group's team.
 */
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { groupMembers, groups, users } from "#db/schema/index.ts";
import type { GroupRole, GroupSource } from "#shared/schemas/groups.ts";

export type GroupRow = typeof groups.$inferSelect;
export type GroupWithCount = GroupRow & { memberCount: number };

/** The team's groups of `source` (every source when omitted), by name, with how many members each has. */
export async function listGroups(tx: Executor, teamId: string, source?: GroupSource): Promise<GroupWithCount[]> {
  const counts = tx
    .select({ groupId: groupMembers.groupId, n: count().as("n") })
    .from(groupMembers)
    .where(eq(groupMembers.teamId, teamId))
    .groupBy(groupMembers.groupId)
    .as("counts");
  const rows = await tx
    .select({ group: groups, n: counts.n })
    .from(groups)
    .leftJoin(counts, eq(counts.groupId, groups.id))
    .where(and(eq(groups.teamId, teamId), source ? eq(groups.source, source) : undefined))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
  return rows.map((row) => ({ ...row.group, memberCount: Number(row.n ?? 0) }));
}

/** The team's group `id`, locked for a change when `lock`; null for none (another team's included). */
export async function findGroup(tx: Executor, teamId: string, id: string, lock = false): Promise<GroupRow | null> {
  const query = tx
    .select()
    .from(groups)
    .where(and(eq(groups.teamId, teamId), eq(groups.id, id)));
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

/** The team's group named `name` (case-insensitively) or with the provider's `externalId`; null for none. */
export async function findGroupBy(
  tx: Executor,
  teamId: string,
  by: { name: string } | { externalId: string },
): Promise<GroupRow | null> {
  const match = "name" in by ? sql`lower(${groups.name}) = lower(${by.name})` : eq(groups.externalId, by.externalId);
  const rows = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.teamId, teamId), match))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertGroup(tx: Executor, values: typeof groups.$inferInsert): Promise<GroupRow> {
  const [row] = await tx.insert(groups).values(values).returning();
  return row;
}

export async function updateGroup(
  tx: Executor,
  teamId: string,
  id: string,
  values: { name?: string; role?: GroupRole | null; externalId?: string | null; updatedAt: Date },
): Promise<GroupRow | null> {
  const rows = await tx
    .update(groups)
    .set(values)
    .where(and(eq(groups.teamId, teamId), eq(groups.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteGroup(tx: Executor, teamId: string, id: string): Promise<void> {
  await tx.delete(groups).where(and(eq(groups.teamId, teamId), eq(groups.id, id)));
}

/** The group's members by name: id, name and e-mail. */
export async function listGroupMembers(
  tx: Executor,
  teamId: string,
  groupId: string,
): Promise<{ id: string; name: string; email: string }[]> {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.groupId, groupId)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/**
 * Makes the group's members exactly those of `userIds` who are members of the team (other ids are
 * left out). Answers who joined and who left.
 */
export async function setGroupMembers(
  tx: Executor,
  teamId: string,
  groupId: string,
  userIds: readonly string[],
  at: Date,
): Promise<{ added: string[]; removed: string[] }> {
  const wanted = [...new Set(userIds)];
  const current = new Set(
    (
      await tx
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.groupId, groupId)))
    ).map((row) => row.userId),
  );
  const inTeam =
    wanted.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.teamId, teamId), inArray(users.id, wanted)))
        ).map((row) => row.id);
  const keep = new Set(inTeam);
  const added = inTeam.filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !keep.has(id));
  if (added.length > 0) {
    await tx
      .insert(groupMembers)
      .values(added.map((userId) => ({ groupId, teamId, userId, createdAt: at })))
      .onConflictDoNothing();
  }
  if (removed.length > 0) {
    await tx
      .delete(groupMembers)
      .where(
        and(eq(groupMembers.groupId, groupId), eq(groupMembers.teamId, teamId), inArray(groupMembers.userId, removed)),
      );
  }
  return { added, removed };
}

/** Takes the member out of every group of the team (they left it); answers how many groups they were in. */
export async function removeFromAllGroups(tx: Executor, teamId: string, userId: string): Promise<number> {
  const rows = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.userId, userId)))
    .returning({ groupId: groupMembers.groupId });
  return rows.length;
}

/** The roles each of `userIds` is granted by their groups in the team (members with none are absent). */
export async function grantedRoles(
  tx: Executor,
  teamId: string,
  userIds: readonly string[],
): Promise<Map<string, GroupRole[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: groupMembers.userId, role: groups.role })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), eq(groups.teamId, groupMembers.teamId)))
    .where(and(eq(groupMembers.teamId, teamId), inArray(groupMembers.userId, [...userIds]), isNotNull(groups.role)));
  const granted = new Map<string, GroupRole[]>();
  for (const row of rows) {
    if (row.role) granted.set(row.userId, [...(granted.get(row.userId) ?? []), row.role]);
  }
  return granted;
}

/** The ids of the group's members (for re-deciding their roles when the group goes or changes its role). */
export async function groupMemberIds(tx: Executor, teamId: string, groupId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.groupId, groupId)));
  return rows.map((row) => row.userId);
}

/**
 * Makes `userId`'s memberships among the team's groups of `source` exactly `groupIds` (the groups a
 * single sign-on's claim names); other sources' memberships stay. Answers whether anything changed.
 */
export async function setUserGroupsOfSource(
  tx: Executor,
  teamId: string,
  userId: string,
  source: GroupSource,
  groupIds: readonly string[],
  at: Date,
): Promise<boolean> {
  const current = (
    await tx
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), eq(groups.teamId, groupMembers.teamId)))
      .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.userId, userId), eq(groups.source, source)))
  ).map((row) => row.groupId);
  const wanted = new Set(groupIds);
  const added = [...wanted].filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.has(id));
  if (added.length > 0) {
    await tx
      .insert(groupMembers)
      .values(added.map((groupId) => ({ groupId, teamId, userId, createdAt: at })))
      .onConflictDoNothing();
  }
  if (removed.length > 0) {
    await tx
      .delete(groupMembers)
      .where(
        and(eq(groupMembers.teamId, teamId), eq(groupMembers.userId, userId), inArray(groupMembers.groupId, removed)),
      );
  }
  return added.length > 0 || removed.length > 0;
}
