/** SQL of passkeys (the auth module owns them); their ceremonies' challenges are in challenges.repository.ts. */
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { passkeys } from "#db/schema/index.ts";

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

/** Deletes every passkey of `userId` (an admin's reset of a person's second factors); how many went. */
export async function deletePasskeysOf(tx: Executor, userId: string): Promise<number> {
  const removed = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return removed.length;
}
