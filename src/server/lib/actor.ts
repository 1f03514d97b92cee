/**
 * The signed-in person behind a request, with their team. Services take an Actor and start with an
 * access check on it (DESIGN.md role table).
 */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { teams, users } from "../../db/schema/index.ts";
import type { Role } from "../../shared/roles.ts";
import { type Capability, can } from "../../shared/roles.ts";
import { AppError, forbidden } from "./app-error.ts";

export type TeamRow = typeof teams.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  teamId: string | null;
  team: TeamRow | null;
  user: UserRow;
  ip: string | null;
}

/** The actor's team, or 403 NO_TEAM for a user outside any team (a super admin). */
export function requireTeam(actor: Actor): TeamRow {
  if (!actor.team)
    throw new AppError("NO_TEAM", "You are not a member of a team, so there is nothing to show here.", 403);
  return actor.team;
}

/** Throws 403 with `message` unless the actor's role holds `capability`. */
export function assertCan(actor: Actor, capability: Capability, message: string): void {
  if (!can(actor.role, capability)) throw forbidden(message);
}

/** Loads a user and their team by user id; null when the user no longer exists. */
export async function loadActor(db: Executor, userId: string, ip: string | null): Promise<Actor | null> {
  const rows = await db
    .select({ user: users, team: teams })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    role: row.user.role as Role,
    teamId: row.user.teamId,
    team: row.team,
    user: row.user,
    ip,
  };
}
