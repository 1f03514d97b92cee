/**
 * SQL of sign-in state (the auth module owns sign_in_states): disabled sign-in and the last
 * sign-in time of a user. Keyed by user, not team: sign-in belongs to the person.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { signInStates } from "#db/schema/index.ts";

export type SignInStateRow = typeof signInStates.$inferSelect;

/** The user's sign-in state; null when nothing was ever recorded (enabled, never signed in since). */
export async function findSignInState(tx: Executor, userId: string): Promise<SignInStateRow | null> {
  const rows = await tx.select().from(signInStates).where(eq(signInStates.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Disables (`disabledBy` set) or enables (null) the user's sign-in. */
export async function setSignInDisabled(
  tx: Executor,
  userId: string,
  disabled: { at: Date; by: string } | null,
  now: Date,
): Promise<void> {
  const values = { disabledAt: disabled?.at ?? null, disabledBy: disabled?.by ?? null, updatedAt: now };
  await tx
    .insert(signInStates)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: signInStates.userId, set: values });
}

/** Stamps a successful sign-in. */
export async function touchLastSignIn(tx: Executor, userId: string, at: Date): Promise<void> {
  await tx
    .insert(signInStates)
    .values({ userId, lastSignInAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: signInStates.userId,
      set: { lastSignInAt: at, updatedAt: sql`excluded.updated_at` },
    });
}

/** Which of `userIds` have their sign-in disabled. */
export async function listDisabledUserIds(tx: Executor, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ userId: signInStates.userId })
    .from(signInStates)
    .where(and(inArray(signInStates.userId, [...userIds]), isNotNull(signInStates.disabledAt)));
  return rows.map((row) => row.userId);
}
