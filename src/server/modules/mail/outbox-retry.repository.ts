/**
 * A super admin's retry of a failed message (the mail module owns outbox_emails): back to
 * pending, due now, with a fresh count of attempts, so the sender tries it again as it would a new one.
 * Not scoped by team: the outbox is the installation's one queue (see outbox.repository.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { outboxEmails } from "#db/schema/index.ts";

/** Requeues the failed message `id`; false when there is no such message or it has not failed. */
export async function requeueFailedEmail(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(outboxEmails)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}
