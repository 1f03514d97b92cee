/** SQL of sessions (the auth module owns them): listing and ending the sessions of one user. */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { sessions } from "#db/schema/index.ts";

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
