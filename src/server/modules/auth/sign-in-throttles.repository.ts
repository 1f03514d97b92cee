/**
 * SQL of the sign-in back-off (the auth module owns sign_in_throttles; docs/operations.md "Sign-in
 * limits and passwords"). A row is keyed by an opaque SHA-256: an account's (its normalised e-mail)
 * or one device cookie's.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database, Executor } from "#db/client.ts";
import { signInThrottles } from "#db/schema/index.ts";

/** What a claim found: the attempt may go ahead (and is counted), or the key is locked until `until`. */
export type Claim = { allowed: true } | { allowed: false; until: Date };

/**
 * Counts one password attempt against `key` before the password is checked, unless the key is
 * locked at `now`: counting first means a burst of parallel guesses cannot all pass before the
 * first failure is written. `next` turns the streak's new length into its lock (null: none yet);
 * `freshBefore` forgets a streak whose last attempt is older. The row is locked for the decision.
 */
export async function claimAttempt(
  db: Database,
  key: string,
  now: Date,
  freshBefore: Date,
  next: (failures: number) => Date | null,
): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.insert(signInThrottles).values({ emailHash: key, failures: 0, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.emailHash, key))
      .limit(1)
      .for("update");
    if (row?.lockedUntil && row.lockedUntil > now) return { allowed: false, until: row.lockedUntil };
    const failures = (row && row.updatedAt >= freshBefore ? row.failures : 0) + 1;
    // An upsert, not an update: pruning may have deleted a stale row since it was read.
    const values = { failures, lockedUntil: next(failures), updatedAt: now };
    await tx
      .insert(signInThrottles)
      .values({ emailHash: key, ...values })
      .onConflictDoUpdate({ target: signInThrottles.emailHash, set: values });
    return { allowed: true };
  });
}

/** Ends `key`'s streak and lock (its password was right, or was reset). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.emailHash, key));
}

/** Deletes the rows nobody has tried since `before` and that lock nothing at `now`; returns how many. */
export async function pruneThrottles(db: Database, before: Date, now: Date): Promise<number> {
  const rows = await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.updatedAt, before),
        or(isNull(signInThrottles.lockedUntil), lt(signInThrottles.lockedUntil, now)),
      ),
    )
    .returning({ key: signInThrottles.emailHash });
  return rows.length;
}
