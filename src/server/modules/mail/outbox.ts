/**
 * Transactional e-mail (DESIGN.md "Notifications and e-mail"): `enqueueEmail` writes to the outbox in
 * the caller's transaction; the worker sends pending mail over SMTP with exponential retries
 * (5 attempts). Without SMTP_URL nothing is sent and mail stays in the outbox.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, Executor } from "../../../db/client.ts";
import { outboxEmails } from "../../../db/schema/index.ts";

const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface OutgoingEmail {
  teamId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function enqueueEmail(tx: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      teamId: email.teamId,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    })
    .returning({ id: outboxEmails.id });
  return row.id;
}

export interface Mailer {
  isConfigured: boolean;
  /** Tries to send one pending message now; true when it was delivered. */
  sendNow(id: string): Promise<boolean>;
  /** Sends every due message once; returns how many were delivered. */
  flush(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createMailer(deps: {
  db: Database;
  smtpUrl: string | null;
  from: string;
  log?: { warn: (o: object, m: string) => void };
}): Mailer {
  const transport: Transporter | null = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function deliver(row: typeof outboxEmails.$inferSelect): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
      });
      await deps.db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(outboxEmails.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delayMs = 10_000 * 2 ** attempts;
      deps.log?.warn({ err: error, outboxId: row.id, attempts }, "e-mail delivery failed");
      await deps.db
        .update(outboxEmails)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + delayMs),
        })
        .where(eq(outboxEmails.id, row.id));
      return false;
    }
  }

  async function flush(): Promise<number> {
    if (!transport) return 0;
    const due = await deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.createdAt))
      .limit(BATCH);
    let sent = 0;
    for (const row of due) if (await deliver(row)) sent++;
    return sent;
  }

  return {
    isConfigured: transport !== null,
    async sendNow(id) {
      if (!transport) return false;
      const [row] = await deps.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
      if (row?.status !== "pending") return row?.status === "sent";
      return deliver(row);
    },
    flush,
    start(intervalMs = 5_000) {
      if (!transport || timer) return;
      timer = setInterval(() => {
        running = flush().catch((error) => deps.log?.warn({ err: error }, "outbox flush failed"));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },
  };
}
