/**
 * SQL of abuse reports (the mail module owns abuse_reports) and the outbox lookup a report starts
 * from. Not scoped by team: a report comes from outside any team (the recipient of a team's mail),
 * and the reviewers are super admins, who work across teams (the platform module reads the list).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { abuseReports, outboxEmails } from "#db/schema/index.ts";

export type AbuseReportRow = typeof abuseReports.$inferSelect;

/** What a report copies from the reported message; null when there is no such message. */
export async function findReportedEmail(
  tx: Executor,
  outboxEmailId: string,
): Promise<{ id: string; teamId: string | null; toAddress: string; subject: string } | null> {
  const [row] = await tx
    .select({
      id: outboxEmails.id,
      teamId: outboxEmails.teamId,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, outboxEmailId));
  return row ?? null;
}

/** Serialises the reports of one message until `tx` ends, so a message is reported once however often sent. */
export async function lockReportsOf(tx: Executor, outboxEmailId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`abuse-report:${outboxEmailId}`}, 0))`);
}

/** The report of message `outboxEmailId`, if it was reported already. */
export async function findReportOf(tx: Executor, outboxEmailId: string): Promise<AbuseReportRow | null> {
  const [row] = await tx.select().from(abuseReports).where(eq(abuseReports.outboxEmailId, outboxEmailId)).limit(1);
  return row ?? null;
}

export async function insertAbuseReport(
  tx: Executor,
  values: Omit<typeof abuseReports.$inferInsert, "id" | "reviewedAt" | "reviewedBy">,
): Promise<AbuseReportRow> {
  const [row] = await tx.insert(abuseReports).values(values).returning();
  return row;
}

/** Marks report `id` reviewed by `userId`; the row when it was open, null when reviewed already or gone. */
export async function markAbuseReportReviewed(
  tx: Executor,
  id: string,
  userId: string,
  at: Date,
): Promise<AbuseReportRow | null> {
  const [row] = await tx
    .update(abuseReports)
    .set({ reviewedAt: at, reviewedBy: userId })
    .where(and(eq(abuseReports.id, id), isNull(abuseReports.reviewedAt)))
    .returning();
  return row ?? null;
}

/** Report `id`, or null. */
export async function findAbuseReport(tx: Executor, id: string): Promise<AbuseReportRow | null> {
  const [row] = await tx.select().from(abuseReports).where(eq(abuseReports.id, id));
  return row ?? null;
}
