/** SQL of sessions (the auth module owns them): ending every session of one user. */
import { eq } from "drizzle-orm";
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
