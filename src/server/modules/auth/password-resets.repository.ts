/**
 * SQL of password-reset tokens and the password credential they change (the auth module owns
 * password_resets and accounts). Tokens are stored only as their SHA-256 hash. Keyed by user, not
 * team: a credential belongs to the person.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { accounts, passwordResets } from "#db/schema/index.ts";

/**
 * Ends every unused token of `userId` still valid at `now` (a newer link replaces them), after
 * locking the user's credential so two requests at once cannot both leave their token valid.
 */
export async function endEarlierPasswordResets(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .for("update");
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
}

/** Stores a new reset token's hash for `userId`, valid until `expiresAt`. */
export async function insertPasswordReset(
  tx: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(values);
}

/**
 * Uses the token with this hash once: marks it used and answers its user, or null when it is unknown,
 * already used or expired at `now`.
 */
export async function consumePasswordReset(tx: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
}

/** Replaces the e-mail/password credential's hash; false when the user has none. */
export async function updatePasswordHash(
  tx: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** The password hash of the user's e-mail/password credential, or null when they have none. */
export async function findPasswordHash(tx: Executor, userId: string): Promise<string | null> {
  const rows = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1)
    .for("update");
  return rows[0]?.password ?? null;
}
