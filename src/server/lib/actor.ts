/**
 * The signed-in person behind a request, with their team. Services take an Actor and start with an
 * access check on it (DESIGN.md role table).
 */
import type { Executor } from "#db/client.ts";
import { findTeam, type TeamRow } from "#server/modules/team/team.repository.ts";
import { findUser, type UserRow } from "#server/modules/user/user.repository.ts";
import type { Role } from "#shared/roles.ts";
import { type Capability, can } from "#shared/roles.ts";
import { AppError, forbidden } from "./app-error.ts";

export type { TeamRow, UserRow };

export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  teamId: string | null;
  team: TeamRow | null;
  user: UserRow;
  ip: string | null;
  /** The id of the session the request was signed in with (set by plugins/session.ts). */
  sessionId?: string;
  /**
   * Set when the actor was served from memory on a database whose notifications are not ordered
   * before later requests (PostgreSQL; plugins/session.ts): it may be stale. Only a write that
   * re-checks this stamp in its own statement may write on it; a path without that check throws
   * ActorUnconfirmed, and a refusal made on it is made again on the actor read afresh.
   */
  remembered?: SessionStamp;
}

/**
 * The versions of an actor's session, user and team rows as read (PostgreSQL's xmin of each: the
 * transaction that wrote the row's current version), as text; team null outside a team. A statement
 * that finds all three rows at these versions knows the actor is still who it was when remembered.
 */
export interface SessionStamp {
  sessionId: string;
  session: string;
  user: string;
  team: string | null;
}

/**
 * Thrown where a remembered actor (Actor.remembered) would have to be trusted without a check in the
 * write itself, or where that check found a row changed. Never answered: the request's
 * withConfirmedActor (plugins/session.ts) reads the session afresh and runs the work again.
 */
export class ActorUnconfirmed extends Error {
  constructor() {
    super("The remembered session must be read again before this change.");
    this.name = "ActorUnconfirmed";
  }
}

const confirmedRefusals = new WeakSet<Error>();

/**
 * Marks `error` as a refusal the database made after a remembered actor's stamp held (a taken slot
 * from the stamped statement itself): withConfirmedActor answers it as it is, without reading the
 * session again and trying once more. Returns `error`.
 */
export function asConfirmedRefusal<E extends Error>(error: E): E {
  confirmedRefusals.add(error);
  return error;
}

/** Whether `error` was marked by asConfirmedRefusal. */
export function isConfirmedRefusal(error: unknown): boolean {
  return error instanceof Error && confirmedRefusals.has(error);
}

/** Throws ActorUnconfirmed when `actor` was served from memory (for paths with no stamp check). */
export function assertConfirmed(actor: Actor): void {
  if (actor.remembered) throw new ActorUnconfirmed();
}

/** The actor's team, or 403 NO_TEAM for a user outside any team (a super admin). */
export function requireTeam(actor: Actor): TeamRow {
  if (!actor.team) throw new AppError("NO_TEAM", "You are not a member of a team, so there is nothing to show here.");
  return actor.team;
}

/** Throws 403 with `message` unless the actor's role holds `capability`. */
export function assertCan(actor: Actor, capability: Capability, message: string): void {
  if (!can(actor.role, capability)) throw forbidden(message);
}

/**
 * Loads a user and their team by user id, each through its owning module's repository; null when
 * the user no longer exists.
 */
export async function loadActor(db: Executor, userId: string, ip: string | null): Promise<Actor | null> {
  const user = await findUser(db, userId);
  if (!user) return null;
  return actorOf(db, user, ip);
}

/**
 * The actor for a user row already read in this request (the session's own user, which better-auth
 * has just read in full): only the team is loaded, through its owning module's repository.
 */
export async function actorOf(db: Executor, user: UserRow, ip: string | null): Promise<Actor> {
  const team = user.teamId ? await findTeam(db, user.teamId) : null;
  return actorFrom(user, team, ip);
}

/** The actor of a user row and their team row (null outside a team), both already read. */
export function actorFrom(user: UserRow, team: TeamRow | null, ip: string | null): Actor {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as Role,
    teamId: user.teamId,
    team,
    user,
    ip,
  };
}
