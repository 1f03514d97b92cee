/**
 * Retries with exponential backoff (docs/product.md "Notifications and e-mail"): a failed delivery
 * is retried 1 min later, doubling up to 1 h, and given up as `failed` after the 8th try. SMTP here
 * is a closed port, so every try fails.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "#db/schema/index.ts";
import { startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { createMailer } from "./mailer.ts";
import * as outbox from "./outbox.repository.ts";

describe("outbox retries", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Queues one message under an event seq of its own, so only this test's sender touches it. */
  async function enqueue() {
    const eventSeq = -Math.floor(Math.random() * 2 ** 40);
    const id = await outbox.insertEmail(t.database.db, {
      teamId: null,
      eventSeq,
      language: "en",
      to: uniqueEmail("retry"),
      subject: "S",
      text: "T",
    });
    return { id, eventSeq };
  }
  const row = async (id: string) => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];

  it("waits 1 min, then 2, 4 ... up to 1 h, and gives up after 8 tries", async () => {
    const clock = new Date("2026-11-23T12:00:00Z");
    const mailer = createMailer({
      db: t.database.db,
      smtpUrl: "smtp://127.0.0.1:9",
      from: "r@officely.test",
      now: () => clock,
    });
    try {
      const { id, eventSeq } = await enqueue();
      expect(await mailer.sendForEvent(eventSeq)).toBe(false);
      let stored = await row(id);
      expect([stored.status, stored.attempts]).toEqual(["pending", 1]);
      expect(stored.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000);

      // The 7th failed try waits the longest (capped at 1 h); the 8th gives up.
      await t.database.db
        .update(outboxEmails)
        .set({ attempts: 6, nextAttemptAt: new Date(0) })
        .where(eq(outboxEmails.id, id));
      await mailer.sendForEvent(eventSeq);
      stored = await row(id);
      expect([stored.status, stored.attempts]).toEqual(["pending", 7]);
      expect(stored.nextAttemptAt.getTime() - clock.getTime()).toBe(3_600_000);

      await t.database.db
        .update(outboxEmails)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(outboxEmails.id, id));
      await mailer.sendForEvent(eventSeq);
      stored = await row(id);
      expect([stored.status, stored.attempts]).toEqual(["failed", 8]);
      expect(stored.lastError).toBeTruthy();
    } finally {
      await mailer.stop();
    }
  });
});
