/**
 * SQL of the e-mail outbox (the mail module owns outbox_emails). Writes take the change's
 * transaction; the sender's claims lease rows with FOR UPDATE SKIP LOCKED so any number of instances
 * can send at once without sending a message twice.
 *
 * The sender works across teams (it drains one queue for the whole installation), so the claim and
 * status functions are not scoped by team: the one documented exception to "every repository
 * function takes teamId".
 */
import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { type OutboxAttachment, outboxEmails } from "#db/schema/index.ts";
import type { Language } from "#shared/i18n.ts";

export type OutboxRow = typeof outboxEmails.$inferSelect;

export interface NewEmail {
  teamId: string | null;
  /** The event whose subscriber wrote it. */
  eventSeq: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language it is written in; the platform's footer is added in the same. */
  language: Language;
  attachments?: OutboxAttachment[];
}

/**
 * Deletes every message of `teamId`, sent or not (a super admin deleted the team: what is still
 * pending is about bookings and people that no longer exist, and what was sent holds their
 * addresses); returns how many went. Decision 0017.
 */
export async function deleteTeamEmails(tx: Executor, teamId: string): Promise<number> {
  const gone = await tx.delete(outboxEmails).where(eq(outboxEmails.teamId, teamId)).returning({ id: outboxEmails.id });
  return gone.length;
}

/** Adds a pending message in `tx`; returns its id. */
export async function insertEmail(tx: Executor, email: NewEmail): Promise<string> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      teamId: email.teamId,
      eventSeq: email.eventSeq,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      language: email.language,
      attachments: email.attachments ?? [],
    })
    .returning({ id: outboxEmails.id });
  return row.id;
}

/**
 * Claims up to `limit` due pending messages (oldest first, optionally only those of one event):
 * counts the attempt and pushes `next_attempt_at` `leaseMs` ahead, so no other sender takes them
 * meanwhile and a sender that dies mid-send leaves them to be retried when the lease ends. Rows
 * another sender holds locked are skipped, not waited for.
 */
export async function claimDue(
  db: Executor,
  { limit, leaseMs, eventSeq }: { limit: number; leaseMs: number; eventSeq?: number },
): Promise<OutboxRow[]> {
  const conditions: SQL[] = [eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, sql`now()`)];
  if (eventSeq !== undefined) conditions.push(eq(outboxEmails.eventSeq, eventSeq));
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(...conditions))
    .orderBy(asc(outboxEmails.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

/** The statuses of one event's messages ("pending" | "sent" | "failed"). */
export async function statusesOfEvent(db: Executor, eventSeq: number): Promise<string[]> {
  const rows = await db
    .select({ status: outboxEmails.status })
    .from(outboxEmails)
    .where(eq(outboxEmails.eventSeq, eventSeq));
  return rows.map((row) => row.status);
}

export async function markSent(db: Executor, id: string, sentAt: Date): Promise<void> {
  await db.update(outboxEmails).set({ status: "sent", sentAt, lastError: null }).where(eq(outboxEmails.id, id));
}

/** Records a failed attempt: retried at `retryAt`, or given up ("failed") when `giveUp`. */
export async function markAttemptFailed(
  db: Executor,
  id: string,
  { error, retryAt, giveUp }: { error: string; retryAt: Date; giveUp: boolean },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ lastError: error.slice(0, 500), status: giveUp ? "failed" : "pending", nextAttemptAt: retryAt })
    .where(eq(outboxEmails.id, id));
}
