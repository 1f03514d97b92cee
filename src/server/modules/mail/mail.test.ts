/**
 * The outbox sender against a real SMTP server: two senders draining at once deliver each message
 * exactly once; a message claimed by a sender that died is sent after its lease; attachments go out;
 * user text cannot break out of a subject or an HTML body and reads as a quotation; failures are
 * logged without query parameters.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { outboxEmails } from "#db/schema/index.ts";
import { EVENTS_CHANNEL } from "#server/lib/record-change.ts";
import { startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { type SmtpSink, startSmtpSink } from "#server/test/smtp-sink.ts";
import { createMailer } from "./mailer.ts";
import * as outbox from "./outbox.repository.ts";
import { invitationEmail } from "./templates.ts";

describe("outbox sender", () => {
  let t: TestApp;
  /** A second connection pool on PostgreSQL (a second instance); the same database on PGlite. */
  let other: DatabaseHandle;
  let smtp: SmtpSink;
  let smtpUrl: string;
  let received: SmtpSink["received"];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    smtpUrl = smtp.url;
    received = smtp.received;
    t = await startTestApp();
    const url = process.env.DATABASE_URL;
    other = url ? await openDatabase({ kind: "postgresql", url, poolSize: 4 }) : t.database;
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
    await t.close();
    await smtp.close();
  });

  /**
   * Queues `count` messages under a made-up event seq of their own: the senders below drain only
   * that event's messages, so on a shared PostgreSQL they never send another test file's mail
   * (the claim is the same one `flush` makes, with one more condition).
   */
  async function enqueue(count: number, extra: Partial<outbox.NewEmail> = {}) {
    const eventSeq = -Math.floor(Math.random() * 2 ** 40);
    const to = Array.from({ length: count }, () => uniqueEmail("outbox"));
    for (const address of to) {
      await outbox.insertEmail(t.database.db, {
        teamId: null,
        eventSeq,
        to: address,
        subject: "Hello",
        text: "Body",
        language: "en",
        ...extra,
      });
    }
    return { to, eventSeq };
  }

  // On a shared PostgreSQL another file's app could follow the same channel and take the message.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "sends an event's mail as soon as its NOTIFY arrives, without waiting for the poll",
    async () => {
      const {
        to: [to],
        eventSeq,
      } = await enqueue(1);
      const mailer = createMailer({ db: t.database.db, smtpUrl, from: "f@officely.test" });
      const unfollow = await mailer.follow(t.database.listen);
      try {
        // Asked before the notification: deliveryOf waits for it rather than answering "queued".
        const status = mailer.deliveryOf(eventSeq, 10_000);
        await t.database.notify(EVENTS_CHANNEL, String(eventSeq));
        expect(await status).toBe("sent");
        expect(received.filter((m) => m.to === to)).toHaveLength(1);
        // Asked again after the fact: still known, and not sent twice.
        expect(await mailer.deliveryOf(eventSeq, 100)).toBe("sent");
        expect(received.filter((m) => m.to === to)).toHaveLength(1);
      } finally {
        await unfollow();
        await mailer.stop();
      }
    },
  );

  it("answers queued for an event whose mail nobody sends", async () => {
    const { eventSeq } = await enqueue(1);
    const mailer = createMailer({ db: t.database.db, smtpUrl, from: "g@officely.test" });
    try {
      // Not followed, never notified: the message stays in the outbox for the poll.
      expect(await mailer.deliveryOf(eventSeq, 50)).toBe("queued");
    } finally {
      await mailer.stop();
    }
  });

  it("two senders draining at once deliver each message exactly once", async () => {
    const { to, eventSeq } = await enqueue(45);
    const first = createMailer({ db: t.database.db, smtpUrl, from: "a@officely.test" });
    const second = createMailer({ db: other.db, smtpUrl, from: "b@officely.test" });
    try {
      const [a, b] = await Promise.all([first.sendForEvent(eventSeq), second.sendForEvent(eventSeq)]);
      expect(a || b).toBe(true);
      for (const address of to) expect(received.filter((m) => m.to === address)).toHaveLength(1);
      const rows = await t.database.db.select().from(outboxEmails).where(inArray(outboxEmails.toAddress, to));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(to.map(() => ["sent", 1]));
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it("retries a message whose sender died after claiming it, once the lease ends", async () => {
    const {
      to: [to],
      eventSeq,
    } = await enqueue(1);
    // The "dead" sender: claims with a 1.5 s lease and never sends.
    const claimed = await outbox.claimDue(t.database.db, { limit: 100, leaseMs: 1_500, eventSeq });
    expect(claimed.map((r) => r.toAddress)).toEqual([to]);
    const mailer = createMailer({ db: other.db, smtpUrl, from: "c@officely.test" });
    try {
      expect(await mailer.sendForEvent(eventSeq)).toBe(false);
      expect(received.filter((m) => m.to === to)).toHaveLength(0);
      await new Promise((done) => setTimeout(done, 1_600));
      expect(await mailer.sendForEvent(eventSeq)).toBe(true);
      expect(received.filter((m) => m.to === to)).toHaveLength(1);
    } finally {
      await mailer.stop();
    }
  });

  it("sends attachments", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Officely//EN\r\nEND:VCALENDAR\r\n";
    const {
      to: [to],
      eventSeq,
    } = await enqueue(1, {
      attachments: [{ filename: "booking.ics", contentType: "text/calendar", content: ics }],
    });
    const mailer = createMailer({ db: t.database.db, smtpUrl, from: "d@officely.test" });
    try {
      expect(await mailer.sendForEvent(eventSeq)).toBe(true);
    } finally {
      await mailer.stop();
    }
    const message = received.find((m) => m.to === to);
    expect(message?.body).toContain("filename=booking.ics");
    expect(message?.body).toMatch(/Content-Type: text\/calendar/i);
    expect(message?.body).toContain(Buffer.from(ics).toString("base64").slice(0, 40));
  });
});

describe("mail templates", () => {
  it("keeps user text on one line in the subject and text, quotes it, and escapes it in HTML", async () => {
    const email = await invitationEmail({
      productName: "Officely",
      teamName: "Evil\r\nBcc: victim@example.test",
      inviterName: '<img src=x onerror="alert(1)">',
      code: "ABCDEFGHJK",
      link: "http://localhost:3000/auth?invite=ABCDEFGHJK",
    });
    expect(email.subject).toBe("You're invited to join “Evil Bcc: victim@example.test” on Officely");
    expect(email.text).not.toMatch(/\r|\nBcc:/);
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("“&lt;img src=x onerror=&quot;alert(1)&quot;&gt;” invited you to join");
    expect(email.html).toContain("join “Evil Bcc: victim@example.test” on Officely");
    expect(email.text).toContain("Join “Evil Bcc: victim@example.test”: http://localhost:3000/auth?invite=ABCDEFGHJK");
  });

  it("quotes user names and team names, so injected text reads as a quotation", async () => {
    const email = await invitationEmail({
      productName: "Officely",
      teamName: "Acme",
      inviterName: "Ada. Your account is locked, visit http://evil.test",
      code: "ABCDEFGHJK",
      link: "http://localhost:3000/auth?invite=ABCDEFGHJK",
    });
    expect(email.text.split("\n")[0]).toBe(
      "“Ada. Your account is locked, visit http://evil.test” invited you to join “Acme” on Officely.",
    );
    expect(email.html).toContain("“Ada. Your account is locked, visit http://evil.test” invited you to join");
    expect(email.html).toMatch(/<a href="http:\/\/localhost:3000\/auth\?invite=ABCDEFGHJK"[^>]*>.*Join “Acme”/);
    // A name cannot close our quotation with its own curly quote.
    const sneaky = await invitationEmail({
      productName: "Officely",
      teamName: "Acme” is closing. Visit http://evil.test “",
      inviterName: "Ada",
      code: "ABCDEFGHJK",
      link: "http://localhost:3000/auth?invite=ABCDEFGHJK",
    });
    expect(sneaky.subject).toBe('You\'re invited to join “Acme" is closing. Visit http://evil.test "” on Officely');
  });
});

describe("mailer logs", () => {
  it("logs a failed outbox query without its parameters", async () => {
    const secret = "outbox-secret-token-5f0c2a";
    const failure = Object.assign(
      new Error(`Failed query: select * from outbox_emails where to_address = $1\nparams: ${secret}`),
      { params: [secret], query: "select * from outbox_emails where to_address = $1" },
    );
    // A database whose every use fails like a query would.
    const db = new Proxy(
      {},
      {
        get() {
          throw failure;
        },
      },
    ) as Parameters<typeof createMailer>[0]["db"];
    const lines: string[] = [];
    const mailer = createMailer({
      db,
      smtpUrl: "smtp://127.0.0.1:9",
      from: "Officely <noreply@example.test>",
      log: { warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`) },
    });
    mailer.start(5);
    const until = Date.now() + 5_000;
    while (lines.length === 0 && Date.now() < until) await new Promise((done) => setTimeout(done, 10));
    await mailer.stop();
    expect(lines.join("\n")).toContain("outbox flush failed");
    expect(lines.join("\n")).toContain("params: [redacted]");
    expect(lines.join("\n")).not.toContain(secret);
  });
});
