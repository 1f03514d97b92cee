/**
 * SQL of credentials (the auth module owns accounts and sessions, through better-auth). The team and
 * the user of a sign-up are written by their own modules (team.repository.ts, user.repository.ts).
 * Every function takes the executor (database or transaction).
 */
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
