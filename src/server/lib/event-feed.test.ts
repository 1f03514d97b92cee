/**
 * The event path end to end: a change committed through the API reaches an after-commit subscriber
 * through LISTEN/NOTIFY (polling switched off), on PGlite and on PostgreSQL; a rolled-back change
 * leaves no audit row, no event and no notification; the feed never skips an event that commits
 * after a later one.
 */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { auditEvents, events } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { createChangeRecorder } from "./change-recorder.ts";
import { createEventFeed, type EventFeed, type FeedEvent, feedTail, readEventsAfter } from "./event-feed.ts";
import { EVENTS_CHANNEL } from "./record-change.ts";

const NO_POLLING = 3_600_000;

/** Resolves once `predicate` holds, checking every 10 ms; fails after `ms`. */
async function eventually(predicate: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((done) => setTimeout(done, 10));
  }
}

describe("event feed", () => {
  let t: TestApp;
  /** The listener's own handle: a second connection on PostgreSQL, the same embedded database on PGlite. */
  let listener: DatabaseHandle;
  let feed: EventFeed;
  const seen: FeedEvent[] = [];
  const notified: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const url = process.env.DATABASE_URL;
    listener = url ? await openDatabase({ kind: "postgresql", url, poolSize: 2 }) : t.database;
    await listener.listen(EVENTS_CHANNEL, (payload) => notified.push(payload));
    feed = createEventFeed({
      database: listener,
      pollMs: NO_POLLING,
      subscribers: [{ name: "test", handle: (event) => void seen.push(event) }],
    });
    await feed.start();
  });
  afterAll(async () => {
    await feed.stop();
    if (listener !== t.database) await listener.close();
    await t.close();
  });

  it("delivers a change committed by the app to an after-commit subscriber through NOTIFY", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Notified Room" });
    // Other test files share the PostgreSQL cluster and its xmin (see below): allow them time.
    await eventually(() => seen.some((e) => e.type === "office.created" && e.subjectId === office.id), 15_000);
    const event = seen.find((e) => e.subjectId === office.id);
    expect(event?.teamId).toBe(admin.team.id);
    // Its own NOTIFY may arrive after the feed read it: on a shared PostgreSQL another test's event
    // can wake the feed first.
    await eventually(() => notified.includes(String(event?.seq)));
    // In commit order, once each: sign-up's two events come before the office's.
    const mine = seen.filter((e) => e.teamId === admin.team.id).map((e) => e.type);
    expect(mine).toEqual(["team.created", "member.joined", "office.created"]);
    expect(new Set(seen.map((e) => e.seq)).size).toBe(seen.length);
  });

  it("a rolled-back change leaves no audit row, no event and no notification", async () => {
    const admin = await t.signupTeam();
    const { record } = createChangeRecorder({ subscribers: [] });
    const change = (action: string) => ({
      teamId: admin.team.id,
      actorId: admin.user.id,
      action,
      targetType: "test",
      targetId: null,
    });
    const auditCount = async () =>
      (await t.database.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.teamId, admin.team.id)))[0].n;
    const before = await auditCount();
    let rolledBackSeq = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        rolledBackSeq = await record(tx, change("test.rolled_back"));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    // A change committed afterwards: NOTIFY keeps commit order, so once it has arrived the
    // rolled-back one would have arrived before it.
    const committedSeq = await t.database.db.transaction((tx) => record(tx, change("test.committed")));
    await eventually(() => notified.includes(String(committedSeq)));
    await eventually(() => seen.some((e) => e.seq === committedSeq));
    expect(notified).not.toContain(String(rolledBackSeq));
    expect(seen.some((e) => e.type === "test.rolled_back")).toBe(false);
    expect(await t.database.db.select().from(events).where(eq(events.type, "test.rolled_back"))).toEqual([]);
    expect(await auditCount()).toBe(before + 1);
  });

  // Needs two connections at once; PGlite has one, so it cannot interleave transactions.
  it.skipIf(!process.env.DATABASE_URL)(
    "does not hand out an event while an earlier-numbered one may still commit, and then hands out both",
    async () => {
      const admin = await t.signupTeam();
      const { record } = createChangeRecorder({ subscribers: [] });
      const change = (action: string) => ({
        teamId: admin.team.id,
        actorId: null,
        action,
        targetType: "test",
        targetId: null,
      });
      const start = await feedTail(t.database.db);
      let releaseSlow!: () => void;
      const slowMayCommit = new Promise<void>((done) => {
        releaseSlow = done;
      });
      let slowSeq = 0;
      let slowRecorded!: () => void;
      const slowHasSeq = new Promise<void>((done) => {
        slowRecorded = done;
      });
      const slow = t.database.db.transaction(async (tx) => {
        slowSeq = await record(tx, change("test.slow"));
        slowRecorded();
        await slowMayCommit;
      });
      await slowHasSeq;
      const fastSeq = await t.database.db.transaction((tx) => record(tx, change("test.fast")));
      expect(fastSeq).toBeGreaterThan(slowSeq);
      // The fast one committed, but the slow one (lower seq) is still open: handing out the fast one
      // now would move a seq cursor past the slow one for good, so neither is handed out yet.
      // Only this test's events: the team's sign-up events may settle after `start` was taken.
      const testEvents = async () =>
        (await readEventsAfter(t.database.db, admin.team.id, start))
          .map((e) => e.type)
          .filter((type) => type.startsWith("test."))
          .sort();
      expect(await testEvents()).toEqual([]);
      releaseSlow();
      await slow;
      // Both come once no transaction older than the slow one is open. Other test files share the
      // PostgreSQL cluster, and xmin is cluster-wide: one of their transactions still open at this
      // instant holds both back a moment longer, as it must; so wait for them, not for a fixed read.
      await expect.poll(testEvents, { timeout: 15_000 }).toEqual(["test.fast", "test.slow"]);
    },
  );

  // Needs two connections at once, as above.
  it.skipIf(!process.env.DATABASE_URL)(
    "delivers an event held back by an open transaction that writes no event, once that one ends",
    async () => {
      const admin = await t.signupTeam();
      await eventually(() => seen.some((e) => e.teamId === admin.team.id && e.type === "member.joined"), 15_000);
      const { record } = createChangeRecorder({ subscribers: [] });
      let releaseQuiet!: () => void;
      const quietMayCommit = new Promise<void>((done) => {
        releaseQuiet = done;
      });
      let quietStarted!: () => void;
      const quietHasXid = new Promise<void>((done) => {
        quietStarted = done;
      });
      // A write that records no event (as a session refresh does): it takes a transaction id and
      // holds xmin back, and its commit sends no NOTIFY.
      const quiet = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        quietStarted();
        await quietMayCommit;
      });
      await quietHasXid;
      const heldSeq = await t.database.db.transaction((tx) =>
        record(tx, { teamId: admin.team.id, actorId: null, action: "test.held", targetType: "test", targetId: null }),
      );
      await eventually(() => notified.includes(String(heldSeq)));
      // A read while the quiet transaction is open: the event is committed but not handed out.
      await feed.wake();
      expect(seen.some((e) => e.seq === heldSeq)).toBe(false);
      releaseQuiet();
      await quiet;
      await eventually(() => seen.some((e) => e.seq === heldSeq), 15_000);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "re-listens by itself after the PostgreSQL listening connection is killed",
    async () => {
      const got: string[] = [];
      const stop = await listener.listen("officely_reconnect", (payload) => got.push(payload));
      const killed = await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      // The first retry comes after 1 s; keep notifying until the new connection hears one.
      await eventually(() => {
        void t.database.notify("officely_reconnect", "back");
        return got.includes("back");
      }, 10_000);
      await stop();
    },
  );

  it("listen/notify on the handle delivers a payload and stops after unlisten", async () => {
    const got: string[] = [];
    const stop = await listener.listen("officely_test", (payload) => got.push(payload));
    await t.database.notify("officely_test", "hello");
    await eventually(() => got.includes("hello"));
    await stop();
    await t.database.notify("officely_test", "after");
    await t.database.notify(EVENTS_CHANNEL, "0");
    await eventually(() => notified.includes("0"));
    expect(got).toEqual(["hello"]);
  });
});
