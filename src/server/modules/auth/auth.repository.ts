/**
 * SQL of credentials (the auth module owns accounts and sessions, through better-auth). The team and
 * the user of a sign-up are written by their own modules (team.repository.ts, user.repository.ts).
 * Every function takes the executor (database or transaction).
 */
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { accounts } from "#db/schema/index.ts";

/** The e-mail/password credential of `userId`, as better-auth reads it at sign-in. */
export async function insertPasswordCredential(tx: Executor, userId: string, passwordHash: string): Promise<void> {
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
  });
}

/** The user an identity provider's account (`providerId`, its subject `accountId`) is linked to, or null. */
export async function findUserIdByAccount(tx: Executor, providerId: string, accountId: string): Promise<string | null> {
  const rows = await tx
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Links `userId` to an identity provider's account, once (a second link of the same account is a no-op). */
export async function linkAccount(tx: Executor, userId: string, providerId: string, accountId: string): Promise<void> {
  if ((await findUserIdByAccount(tx, providerId, accountId)) !== null) return;
  await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId, providerId, userId });
}
