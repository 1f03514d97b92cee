/**
 * Outbox bench (queued e-mails to a local SMTP server, time to drain, and duplicates, which must
 * be 0):
 * 1. Enqueue cost: OUTBOX_MAILS booking e-mails (a rendered sentence, HTML and an .ics made by
 *    ical-generator, as the notifications subscriber writes them) each enqueued in a transaction of
 *    its own, as a booking change's transaction enqueues its mail; p50/p99 of the .ics render and of
 *    the INSERT inside the transaction, and of the whole transaction.
 * 2. Send: the queued mails drained to a local `smtp-server` by one sender, then another batch by two
 *    senders at once (two instances); time to drain, mails per second, and duplicates (messages the
 *    server received more than once; must be 0) and missing ones (must be 0).
 *
 *   npm run bench:outbox                                                              # PGlite, in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/officely_bench npm run bench:outbox  # PostgreSQL
 *
 * OUTBOX_MAILS (default 2000), OUTBOX_POOL=true (pooled SMTP connections). On PostgreSQL the mails are queued under an event seq of their own and
 * the senders drain only that event's mails, so other pending mail in the database is not touched.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createMailer } from "#server/modules/mail/mailer.ts";
import * as outbox from "#server/modules/mail/outbox.repository.ts";
import { bookingInvite } from "#server/modules/notifications/calendar-ics.ts";
import { openIsolatedDatabase } from "#server/test/isolated-app.ts";
import { startSmtpSink } from "#server/test/smtp-sink.ts";

const MAILS = Number(process.env.OUTBOX_MAILS ?? 2000);
/** OUTBOX_POOL=true sends over pooled SMTP connections (nodemailer's `?pool=true` in SMTP_URL). */
const POOL = process.env.OUTBOX_POOL === "true";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Queues `count` booking e-mails under one new event seq, each in its own transaction; returns the timings. */
async function enqueue(database: Awaited<ReturnType<typeof openIsolatedDatabase>>, count: number) {
  const eventSeq = -Math.floor(Math.random() * 2 ** 40);
  const render: number[] = [];
  const insert: number[] = [];
  const transaction: number[] = [];
  const to: string[] = [];
  const start = Date.now() + 86_400_000;
  for (let i = 0; i < count; i++) {
    const address = `bench-${randomUUID().slice(0, 12)}@example.test`;
    to.push(address);
    const t0 = performance.now();
    await database.db.transaction(async (tx) => {
      const r0 = performance.now();
      const ics = bookingInvite({
        booking: {
          id: randomUUID(),
          officeName: "Focus Room",
          startISO: new Date(start + i * 3_600_000).toISOString(),
          endISO: new Date(start + i * 3_600_000 + 3_600_000).toISOString(),
        },
        method: "REQUEST",
        sequence: i,
        productName: "Officely",
        appUrl: "http://localhost:3000",
        now: new Date(),
      });
      const i0 = performance.now();
      await outbox.insertEmail(tx, {
        teamId: null,
        eventSeq,
        to: address,
        language: "en",
        subject: "Your booking was changed (Officely)",
        text: "Ada Admin changed your booking of “Focus Room”: now Tue, Nov 24 · 10:00–11:00.\n\nOpen Officely: http://localhost:3000/day?date=2026-11-24",
        html: '<p>Ada Admin changed your booking of “Focus Room”: now Tue, Nov 24 · 10:00–11:00.</p>\n<p><a href="http://localhost:3000/day?date=2026-11-24">Open Officely</a></p>',
        attachments: [
          { filename: "booking.ics", contentType: "text/calendar; method=REQUEST; charset=utf-8", content: ics },
        ],
      });
      render.push(i0 - r0);
      insert.push(performance.now() - i0);
    });
    transaction.push(performance.now() - t0);
  }
  return { eventSeq, to, render, insert, transaction };
}

/** Drains event `seq` with `senders` mailers at once; returns the seconds it took. */
async function drain(
  database: Awaited<ReturnType<typeof openIsolatedDatabase>>,
  smtpUrl: string,
  seq: number,
  senders: number,
) {
  const mailers = Array.from({ length: senders }, () =>
    createMailer({ db: database.db, smtpUrl, from: "bench@officely.test" }),
  );
  const t0 = performance.now();
  try {
    await Promise.all(mailers.map((m) => m.sendForEvent(seq)));
  } finally {
    for (const m of mailers) await m.stop();
  }
  return (performance.now() - t0) / 1000;
}

async function main() {
  const database = await openIsolatedDatabase();
  const smtp = await startSmtpSink();
  try {
    console.log(`outbox bench: ${MAILS} mails, database ${database.kind}${POOL ? ", pooled SMTP" : ""}`);
    for (const senders of [1, 2]) {
      const queued = await enqueue(database, MAILS);
      const seconds = await drain(database, POOL ? `${smtp.url}/?pool=true` : smtp.url, queued.eventSeq, senders);
      const counts = new Map<string, number>();
      for (const m of smtp.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
      const duplicates = queued.to.filter((a) => (counts.get(a) ?? 0) > 1).length;
      const missing = queued.to.filter((a) => !counts.has(a)).length;
      const statuses = await outbox.statusesOfEvent(database.db, queued.eventSeq);
      const unsent = statuses.filter((s) => s !== "sent").length;
      console.log(
        [
          `\n${senders} sender${senders > 1 ? "s" : ""}:`,
          `  enqueue, per mail: .ics render p50 ${ms(percentile(queued.render, 50))} p99 ${ms(percentile(queued.render, 99))};` +
            ` INSERT in the transaction p50 ${ms(percentile(queued.insert, 50))} p99 ${ms(percentile(queued.insert, 99))};` +
            ` whole transaction p50 ${ms(percentile(queued.transaction, 50))} p99 ${ms(percentile(queued.transaction, 99))}`,
          `  drain: ${MAILS} mails in ${seconds.toFixed(1)} s = ${(MAILS / seconds).toFixed(0)} mails/s;` +
            ` duplicates ${duplicates}, missing ${missing}, not marked sent ${unsent}`,
        ].join("\n"),
      );
    }
  } finally {
    await smtp.close();
    await database.close();
  }
}

await main();
