/**
 * SQL of the users table for super-admin actions (the user module owns users): the
 * platform role and deleting a deleted team's members. Not scoped by team: a super admin acts across
 * teams, and the platform service has checked the actor is one.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import type { UserRow } from "./user.repository.ts";

/** Makes the user a super admin, outside any team; returns the row, or null when gone. */
export async function promoteToSuperAdmin(tx: Executor, userId: string, now: Date): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ role: "super_admin", teamId: null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return rows[0] ?? null;
}

/** Takes super admin away: the user stays, as a member of no team. Null when not a super admin. */
export async function demoteSuperAdmin(tx: Executor, userId: string, now: Date): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ role: "member", updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, "super_admin"), isNull(users.teamId)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Locks every super admin's row (FOR UPDATE, in id order so two callers cannot deadlock) until the
 * transaction ends, then answers their ids, read by a second statement after the lock is held, so
 * never from a snapshot older than another change's commit. Two super-admin changes that could each
 * leave the platform without one (two demoting themselves at once) thus run one after the other,
 * and the second sees the first's result.
 */
export async function lockSuperAdmins(tx: Executor): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.role, "super_admin")).orderBy(users.id).for("update");
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, "super_admin"));
  return rows.map((row) => row.id);
}

/**
 * Every super admin's address, name and chosen language (users.preferences' `language`, null when
 * none): abuse reports are mailed to them.
 */
export async function listSuperAdminContacts(
  tx: Executor,
): Promise<{ email: string; name: string; language: string | null }[]> {
  return tx
    .select({ email: users.email, name: users.name, language: sql<string | null>`${users.preferences}->>'language'` })
    .from(users)
    .where(eq(users.role, "super_admin"))
    .orderBy(users.email);
}

/**
 * Deletes every member of the team (their sessions, credentials, bookings and favourites go with
 * them by cascade); returns their ids. Used when a super admin deletes the team.
 */
export async function deleteTeamMembers(tx: Executor, teamId: string): Promise<string[]> {
  const rows = await tx.delete(users).where(eq(users.teamId, teamId)).returning({ id: users.id });
  return rows.map((row) => row.id);
}
