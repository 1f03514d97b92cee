/**
 * SQL of passkeys and their one-time challenges (the auth module owns passkeys and verifications).
 * A challenge is a verifications row, used once: taking it deletes it.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { passkeys, verifications } from "#db/schema/index.ts";

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function listPasskeys(tx: Executor, userId: string): Promise<PasskeyRow[]> {
  return tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function findPasskey(tx: Executor, id: string): Promise<PasskeyRow | null> {
  const rows = await tx.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertPasskey(tx: Executor, values: typeof passkeys.$inferInsert): Promise<void> {
  await tx.insert(passkeys).values(values);
}

/** Records a use: the new signature counter and the time. */
export async function touchPasskey(tx: Executor, id: string, counter: number, at: Date): Promise<void> {
  await tx.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
}

/** Deletes `userId`'s passkey `id`; the deleted row, or null when they have none such. */
export async function deletePasskey(tx: Executor, userId: string, id: string): Promise<PasskeyRow | null> {
  const rows = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Stores a challenge under `identifier` until `expiresAt`. */
export async function storeChallenge(tx: Executor, identifier: string, value: string, expiresAt: Date): Promise<void> {
  await tx.insert(verifications).values({ id: crypto.randomUUID(), identifier, value, expiresAt });
}

/** Takes the challenge stored under `identifier` if it is still valid at `at` (once); null otherwise. */
export async function takeChallenge(tx: Executor, identifier: string, at: Date): Promise<string | null> {
  const rows = await tx
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, at)))
    .returning({ value: verifications.value });
  return rows[0]?.value ?? null;
}

/** Deletes expired challenges of passkeys (each start writes one; most are taken, some are abandoned). */
export async function deleteExpiredChallenges(tx: Executor, at: Date): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(sql`${verifications.identifier} like 'passkey-%'`, sql`${verifications.expiresAt} <= ${at}`));
}
