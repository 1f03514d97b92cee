/**
 * The outbox sender (docs/product.md "Notifications and e-mail"; docs/architecture.md
 * "The job runner"): subscribers write messages to the outbox in the change's transaction
 * (mail.subscriber.ts); this sends them over SMTP after commit, with attachments: as each event
 * commits (it follows the events' NOTIFY, so a service never asks for a send, only whether it
 * happened: `deliveryOf`) and by a poll that retries failures with exponential backoff (8 attempts,
 * 1 min doubling up to 1 h) and picks up what a lost notification left. Each send claims its rows
 * with a lease (outbox.repository.ts `claimDue`), so several instances can run it at once and each
 * message goes out once; a sender that dies mid-send leaves its rows to be retried when the lease
 * ends. Without SMTP_URL nothing is sent and mail stays in the outbox. Errors are logged redacted
 * (lib/log-redaction.ts): a failed outbox query's parameters hold addresses and message bodies. A
 * message with a team leaves with the platform's footer (platform-footer.ts): the team's name and a
 * "Report abuse" link naming the message, added here so nothing that writes mail can omit it.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, DatabaseHandle } from "#db/client.ts";
import type { Unlisten } from "#db/notify.ts";
import { redactLogValue } from "#server/lib/log-redaction.ts";
import { EVENTS_CHANNEL } from "#server/lib/record-change.ts";
import { findTeam } from "#server/modules/team/team.repository.ts";
import * as outbox from "./outbox.repository.ts";
import { type FooterInput, footerHtml, footerText, reportAbuseUrl } from "./platform-footer.ts";

/** Tries before a message is given up as `failed`: 8, with 1 min doubling up to 1 h between. */
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;
const BATCH = 20;
/** Long enough for one SMTP conversation; a claimed row is retried after this if its sender vanished. */
const DEFAULT_LEASE_MS = 120_000;
/** How long a followed event's delivery stays known to deliveryOf. */
const TRACK_MS = 60_000;

/** What a service may ask of the mailer: whether an event's mail went out, never to send it. */
export interface MailDelivery {
  /**
   * "sent" once every message written for event `seq` has been delivered, "queued" when that has not
   * happened within `waitMs` (the mailer keeps retrying) or when SMTP is not configured.
   */
  deliveryOf(seq: number, waitMs?: number): Promise<"sent" | "queued">;
}

export interface Mailer extends MailDelivery {
  isConfigured: boolean;
  /**
   * Subscribes to committed events (NOTIFY on EVENTS_CHANNEL, lib/record-change.ts): each event's mail
   * is sent as soon as it commits, instead of at the next poll. Returns the unsubscribe function.
   */
  follow(listen: DatabaseHandle["listen"]): Promise<Unlisten>;
  /**
   * Sends the pending messages written for event `seq` now; true when every one of them has been
   * delivered (also when another sender already delivered them). Used to answer "sent" promptly.
   */
  sendForEvent(seq: number): Promise<boolean>;
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
  /**
   * What the footer of a team's mail names: the product, and APP_URL for the "Report abuse" link.
   * The app always gives it; without it (a bare sender in a test) team mail leaves without footer.
   */
  footer?: { appUrl: string; productName: string };
  /** How long a claim holds a message (ms; default 2 minutes). */
  leaseMs?: number;
  /** The wait after the first failed try and the longest wait (default 1 min and 1 h); tests make them short. */
  retry?: { firstMs: number; longestMs: number };
  now?: () => Date;
}): Mailer {
  const transport: Transporter | null = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const firstRetryMs = deps.retry?.firstMs ?? FIRST_RETRY_MS;
  const longestRetryMs = deps.retry?.longestMs ?? LONGEST_RETRY_MS;
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** The row's text and HTML as they leave: with the platform's footer when a team sends it. */
  async function bodiesOf(row: outbox.OutboxRow): Promise<{ text: string; html: string | undefined }> {
    if (!row.teamId || !deps.footer) return { text: row.textBody, html: row.htmlBody ?? undefined };
    const team = await findTeam(deps.db, row.teamId);
    const input: FooterInput = {
      teamName: team?.name ?? null,
      productName: deps.footer.productName,
      language: row.language,
      reportUrl: reportAbuseUrl(deps.footer.appUrl, row.id),
    };
    return {
      text: footerText(row.textBody, input),
      html: row.htmlBody === null ? undefined : footerHtml(row.htmlBody, input),
    };
  }

  async function deliver(row: outbox.OutboxRow): Promise<boolean> {
    if (!transport) return false;
    try {
      const { text, html } = await bodiesOf(row);
      await transport.sendMail({
        from: deps.from,
        to: row.toAddress,
        subject: row.subject,
        text,
        html,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    } catch (error) {
      // row.attempts already counts this attempt (the claim did).
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      deps.log?.warn(
        { err: redactLogValue(error), outboxId: row.id, attempts: row.attempts },
        "e-mail delivery failed",
      );
      await outbox.markAttemptFailed(deps.db, row.id, {
        error: String((error as Error).message ?? error),
        retryAt: new Date(now().getTime() + Math.min(firstRetryMs * 2 ** (row.attempts - 1), longestRetryMs)),
        giveUp,
      });
      return false;
    }
    await outbox.markSent(deps.db, row.id, now());
    return true;
  }

  async function sendClaimed(rows: outbox.OutboxRow[]): Promise<number> {
    let sent = 0;
    for (const row of rows) if (await deliver(row)) sent++;
    return sent;
  }

  /** Claims and sends due messages (only event `eventSeq`'s when given) until none are left. */
  async function drain(eventSeq?: number): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const rows = await outbox.claimDue(deps.db, { limit: BATCH, leaseMs, eventSeq });
      sent += await sendClaimed(rows);
      if (rows.length < BATCH) return sent;
    }
  }

  async function sendForEvent(seq: number): Promise<boolean> {
    if (!transport) return false;
    await drain(seq);
    const statuses = await outbox.statusesOfEvent(deps.db, seq);
    return statuses.length > 0 && statuses.every((status) => status === "sent");
  }

  // Deliveries of followed events, by seq, and who waits for one that has not been notified yet
  // (deliveryOf can be called before the NOTIFY of its event arrives).
  const deliveries = new Map<number, Promise<boolean>>();
  const waiters = new Map<number, ((delivery: Promise<boolean>) => void)[]>();

  function onEvent(seq: number): void {
    const delivery = sendForEvent(seq).catch((error) => {
      deps.log?.warn({ err: redactLogValue(error), eventSeq: seq }, "e-mail delivery of an event failed");
      return false;
    });
    deliveries.set(seq, delivery);
    setTimeout(() => deliveries.delete(seq), TRACK_MS).unref();
    for (const wake of waiters.get(seq) ?? []) wake(delivery);
    waiters.delete(seq);
  }

  function notifiedDelivery(seq: number, waitMs: number): Promise<boolean> {
    const known = deliveries.get(seq);
    if (known) return known;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), waitMs);
      const list = waiters.get(seq) ?? [];
      list.push((delivery) => {
        clearTimeout(timer);
        resolve(delivery);
      });
      waiters.set(seq, list);
    });
  }

  return {
    isConfigured: transport !== null,
    sendForEvent,
    async follow(listen) {
      if (!transport) return async () => {};
      return listen(EVENTS_CHANNEL, (payload) => {
        const seq = Number(payload);
        if (Number.isSafeInteger(seq)) onEvent(seq);
      });
    },
    async deliveryOf(seq, waitMs = 5_000) {
      if (!transport) return "queued";
      const delivered = await Promise.race([
        notifiedDelivery(seq, waitMs),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs).unref()),
      ]);
      if (delivered) return "sent";
      // Another instance may have sent it (it got the same NOTIFY); the outbox knows.
      const statuses = await outbox.statusesOfEvent(deps.db, seq);
      return statuses.length > 0 && statuses.every((status) => status === "sent") ? "sent" : "queued";
    },
    flush: () => drain(),
    start(intervalMs = 5_000) {
      if (!transport || timer) return;
      timer = setInterval(() => {
        running = drain().catch((error) => deps.log?.warn({ err: redactLogValue(error) }, "outbox flush failed"));
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
