/**
 * In-transaction subscribers: they see the change with its seq and the transient data, their writes
 * commit with the change, and one that fails takes the whole change (audit row, event, its own
 * writes) back with it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, events, outboxEmails } from "#db/schema/index.ts";
import { startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { createChangeRecorder, type InTxSubscriber, type RecordedChange } from "./change-recorder.ts";

describe("change recorder", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Writes an outbox row for "test.mailed" (a write of its own), or fails on "test.fails". */
  const seen: { change: RecordedChange; transient: unknown }[] = [];
  const subscriber: InTxSubscriber = {
    name: "test",
    actions: ["test.mailed", "test.fails"],
    async handle(tx, change, transient) {
      seen.push({ change, transient });
      await tx.insert(outboxEmails).values({
        teamId: null,
        eventSeq: change.seq,
        toAddress: String(transient.to),
        subject: "s",
        textBody: "t",
      });
      if (change.action === "test.fails") throw new Error("subscriber failed");
    },
  };
  const { record } = createChangeRecorder({ subscribers: [subscriber] });
  const change = (action: string, targetId: string) => ({
    teamId: null,
    actorId: null,
    action,
    targetType: "test",
    targetId,
  });

  it("runs the subscriber in the change's transaction with the seq and transient data", async () => {
    const to = uniqueEmail("recorded");
    const seq = await t.database.db.transaction((tx) => record(tx, change("test.mailed", to), { to }));
    expect(seen.at(-1)).toMatchObject({ change: { action: "test.mailed", seq }, transient: { to } });
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
    expect(mail.eventSeq).toBe(seq);
    const [event] = await t.database.db.select().from(events).where(eq(events.seq, seq));
    expect(JSON.stringify(event.payload)).not.toContain(to);
  });

  it("skips subscribers for actions they do not handle", async () => {
    const before = seen.length;
    await t.database.db.transaction((tx) => record(tx, change("test.other", "x"), { to: "nobody" }));
    expect(seen.length).toBe(before);
  });

  it("rolls the whole change back when a subscriber fails", async () => {
    const to = uniqueEmail("rolled-back");
    await expect(t.database.db.transaction((tx) => record(tx, change("test.fails", to), { to }))).rejects.toThrow(
      "subscriber failed",
    );
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).toEqual([]);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, to))).toEqual([]);
    expect(await t.database.db.select().from(events).where(eq(events.subjectId, to))).toEqual([]);
  });

  /** An outbox row for `to` as the change's own write (a table whose check constraint can refuse it). */
  const outboxWrite = (to: string, status = "pending") =>
    t.database.db
      .insert(outboxEmails)
      .values({ teamId: null, toAddress: to, subject: "w", textBody: "w", status: status as "pending" })
      .getSQL();

  it("stores the change's own write with its audit row and event; subscribers get the change without it", async () => {
    const to = uniqueEmail("written");
    const seq = await t.database.db.transaction((tx) =>
      record(tx, { ...change("test.mailed", to), write: outboxWrite(to) }, { to }),
    );
    const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
    // The write's row (no event seq) and the subscriber's (with it).
    expect(rows.map((row) => row.eventSeq).sort()).toEqual([null, seq].sort());
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, to))).toHaveLength(1);
    expect(seen.at(-1)?.change.seq).toBe(seq);
    expect(seen.at(-1)?.change.write).toBeUndefined();
  });

  it("records nothing when the change's own write is refused", async () => {
    const to = uniqueEmail("refused");
    const before = seen.length;
    await expect(
      t.database.db.transaction((tx) => record(tx, { ...change("test.mailed", to), write: outboxWrite(to, "bogus") })),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
    expect(seen.length).toBe(before);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).toEqual([]);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, to))).toEqual([]);
    expect(await t.database.db.select().from(events).where(eq(events.subjectId, to))).toEqual([]);
  });

  it("refuses to record outside a transaction a change a subscriber writes for, and records one it does not want", async () => {
    const to = uniqueEmail("alone");
    const before = seen.length;
    await expect(record(t.database.db, change("test.mailed", to), { to })).rejects.toThrow(
      "test.mailed has in-transaction subscribers, so it must be recorded in a transaction",
    );
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, to))).toEqual([]);
    // A subscriber that does not want this change leaves it free to be one statement on its own.
    const choosy = createChangeRecorder({
      subscribers: [{ ...subscriber, wants: (c) => c.targetId !== to }],
    });
    const seq = await choosy.record(t.database.db, change("test.mailed", to), { to });
    expect(seen.length).toBe(before);
    const [event] = await t.database.db.select().from(events).where(eq(events.seq, seq));
    expect(event.subjectId).toBe(to);
  });
});
