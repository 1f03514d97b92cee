/**
 * Test fixtures of the mail outbox: a message the sender gave up on, made directly in the table
 * (the sender takes 8 tries and backoff to get there). Outside the modules, so the table-ownership
 * check keeps meaning that only the mail module writes the outbox in the product.
 */
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.ts";
import { outboxEmails } from "#db/schema/index.ts";

/** Marks the outbox message(s) to `toAddress` failed after 8 tries; returns the first one's id. */
export async function markOutboxFailed(db: DatabaseHandle["db"], toAddress: string): Promise<string> {
  const [mail] = await db
    .update(outboxEmails)
    .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
    .where(eq(outboxEmails.toAddress, toAddress))
    .returning({ id: outboxEmails.id });
  return mail.id;
}
