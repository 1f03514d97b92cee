/**
 * The signed-in person behind a request, with their team. Services take an Actor and start with an
 * access check on it (the role table, docs/product.md "Tenancy and roles").
 */
import type { Executor } from "#db/client.ts";
import { findTeam, type TeamRow } from "#server/modules/team/team.repository.ts";
import { findUser, type UserRow } from "#server/modules/user/user.repository.ts";
import type { ErrorText } from "#shared/error-text.ts";
import { type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
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
  /**
   * The language the request is read in (lib/request-language.ts; set by plugins/session.ts),
   * for what a service words in its answer rather than in an error (a series' skipped dates);
   * English for an actor outside a request.
   */
  language: Language;
  /** The id of the session the request was signed in with (set by plugins/session.ts). */
  sessionId?: string;
  /** How that session was opened: "password", "passkey" or "sso" (`sessions.sign_in_method`). */
  signInMethod?: string;
  /**
   * The personal API token the request was made with instead of a session (docs/product.md "API
   * tokens"): its id and scopes. The actor is still the token's owner, with their current role.
   */
  credential?: { id: string; scopes: readonly string[] };
}

/** The actor's team, or 403 NO_TEAM for a user outside any team (a super admin). */
export function requireTeam(actor: Actor): TeamRow {
  if (!actor.team) {
    throw new AppError("NO_TEAM", "You are not a member of a team, so there is nothing to show here.", {
      id: "errors.team.none",
    });
  }
  return actor.team;
}

/** Throws 403 with `message` (and its `text` in the errors catalogue) unless the actor's role holds `capability`. */
export function assertCan(actor: Actor, capability: Capability, message: string, text?: ErrorText): void {
  if (!can(actor.role, capability)) throw forbidden(message, text);
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
    language: SOURCE_LANGUAGE,
  };
}
