/**
 * SQL of team membership changes (the user module owns the users table): a member's role, leaving
 * the team, and how many team admins the team has. Every function is scoped by team.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import type { Role } from "#shared/roles.ts";
import type { UserRow } from "./user.repository.ts";

/**
 * Sets the role of a member of the team, chosen by an admin or (`fromGroups`) granted by the member's
 * groups (docs/product.md "Groups"); returns the row, or null when the user is not in the team.
 */
export async function updateMemberRole(
  tx: Executor,
  teamId: string,
  userId: string,
  role: Role,
  now: Date,
  fromGroups = false,
): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ role, roleFromGroups: fromGroups, updatedAt: now })
    .where(and(eq(users.teamId, teamId), eq(users.id, userId)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Takes the user out of the team: no team, role back to member (the account stays, so its history
 * and audit keep their names). Returns false when the user was not in the team.
 */
export async function removeMemberFromTeam(tx: Executor, teamId: string, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ teamId: null, role: "member", roleFromGroups: false, updatedAt: now })
    .where(and(eq(users.teamId, teamId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Makes a user who is in no team a member of `teamId` (a provisioned person coming back); returns the
 * row, or null when they are in a team.
 */
export async function joinTeam(tx: Executor, teamId: string, userId: string, now: Date): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ teamId, role: "member", roleFromGroups: false, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.teamId} is null`))
    .returning();
  return rows[0] ?? null;
}

/** Members of the team holding team_admin (or its older name admin). */
export async function countTeamAdmins(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    // Written as literals, the predicate of users_team_admins_idx, so the planner can use that index.
    .where(and(eq(users.teamId, teamId), sql`${users.role} in ('team_admin', 'admin')`));
  return row.n;
}

/** The team's team admins (and older admins) by name, id as tie-break: who can invite and manage. */
export async function listTeamAdmins(tx: Executor, teamId: string): Promise<{ id: string; name: string }[]> {
  return (
    tx
      .select({ id: users.id, name: users.name })
      .from(users)
      // Written as literals, the predicate of users_team_admins_idx, so the planner can use that index.
      .where(and(eq(users.teamId, teamId), sql`${users.role} in ('team_admin', 'admin')`))
      .orderBy(asc(users.name), asc(users.id))
  );
}
