/**
 * SQL of sessions (the auth module owns them): a request's session with its actor, and listing and
 * ending the sessions of one user.
 */
import { and, desc, eq, getTableColumns, gt, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/client.ts";
import { perHandle } from "#db/per-handle.ts";
import { sessions, teams, users } from "#db/schema/index.ts";

/**
 * Deletes every session of `userId` (a member removed from their team is signed out everywhere);
 * returns how many there were. Not scoped by team: sessions belong to a user, and the caller has
 * already checked, in the same transaction, that the user was a member of the actor's team.
 */
export async function deleteUserSessions(tx: Executor, userId: string): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * Deletes the sessions of the members of `teamId` opened without single sign-on (a password or a
 * passkey: single sign-on became required), but for `exceptUserId`'s (the break-glass team admin)
 * and the session `exceptSessionId` (the admin's who required it); returns how many.
 */
export async function deleteTeamSessionsWithoutSso(
  tx: Executor,
  teamId: string,
  exceptUserId: string | null,
  exceptSessionId: string | null,
): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(
      and(
        ne(sessions.signInMethod, "sso"),
        sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.teamId} = ${teamId})`,
        exceptUserId ? ne(sessions.userId, exceptUserId) : undefined,
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes the sessions of `userId` opened without single sign-on (a sign-in refused after its check). */
export async function deleteUserSessionsWithoutSso(tx: Executor, userId: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.signInMethod, "sso")));
}

/** Deletes the session with this token, whoever's it is (a browser signing in again replaces it). */
export async function deleteSessionByToken(tx: Executor, token: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.token, token));
}

/**
 * The user's sessions not expired at `now`, most recently active first. Keyed by user, not team (as
 * above): a session belongs to the person, and only that person's own sessions are ever read.
 */
export async function listUserSessions(tx: Executor, userId: string, now: Date) {
  return tx
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** Deletes every session of `userId` except `keepSessionId` (the caller's own); returns how many. */
export async function deleteOtherSessions(tx: Executor, userId: string, keepSessionId: string): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

const { preferences: _preferences, ...userColumns } = getTableColumns(users);

function prepareSessionActor(db: Database) {
  return db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
        signInMethod: sessions.signInMethod,
      },
      user: userColumns,
      team: getTableColumns(teams),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("officely_session_actor");
}

type SessionActorQuery = ReturnType<typeof prepareSessionActor>;
const sessionActorQuery = perHandle(prepareSessionActor);

/** A session with its user and the user's team, as one row. */
export type SessionActorRow = Awaited<ReturnType<SessionActorQuery["execute"]>>[number];

/**
 * The session with this token, its user (without preferences) and the user's team (null outside a
 * team), in one statement: the request path's only read before its own work (it replaces
 * better-auth's session read, its user read and our team read: one round trip instead of three).
 * Prepared once per database handle, so drizzle builds its SQL once and PostgreSQL plans it once
 * per connection. Reads users and teams, which the user and team modules own, read-only, as the
 * real-time session sweep does. Null when no session has this token; expiry is the caller's to
 * judge.
 */
export async function findSessionActor(db: Database, token: string): Promise<SessionActorRow | null> {
  const rows = await sessionActorQuery(db).execute({ token });
  return rows[0] ?? null;
}

/**
 * Records that session `sessionId` of `userId` proved a passkey (one was added in it, after the
 * password): it then meets a two-factor requirement as a passkey sign-in does (docs/decisions/0029).
 */
export async function markSessionPasskeyProven(tx: Executor, userId: string, sessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ signInMethod: "passkey" })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), eq(sessions.signInMethod, "password")));
}
