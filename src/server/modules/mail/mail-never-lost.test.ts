/**
 * E-mail that is never lost (docs/product.md "Notifications and e-mail"), against a real SMTP
 * server (`smtp-server`):
 * - SMTP down: a booking change commits; its mail waits in the outbox with its attempts, the error
 *   and a growing wait (the backoff, made short here); when an SMTP server comes up on that port it
 *   is delivered exactly once.
 * - A sender process killed with SIGKILL after the SMTP server has the message but before the sender
 *   could mark it sent: after a restart (a sender over the same database, once the killed one's
 *   lease has ended) the message goes out again (one duplicate), the others once;
 *   killed at random points: every message arrives once or twice, never zero times, and at most one
 *   twice per kill (only the message in flight).
 * On PGlite the sender processes share a database directory (one process at a time); on PostgreSQL
 * the database of DATABASE_URL, each test's messages under an event seq of their own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { outboxEmails } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { freePort } from "#server/test/process-harness.ts";
import { type SmtpSink, startSmtpSink } from "#server/test/smtp-sink.ts";
import { createMailer } from "./mailer.ts";
import * as outbox from "./outbox.repository.ts";

const SENDER = new URL("../../test/outbox-sender-process.ts", import.meta.url).pathname;
/** The claim lease of the sender processes: a killed sender's messages are due again after it. */
const LEASE_MS = 800;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("mail that is never lost", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let tmp: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Ada Admin" });
    member = await t.addMember(admin, "member", "Max Member");
    tmp = mkdtempSync(join(tmpdir(), "officely-outbox-"));
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("SMTP down: the change commits, its mail waits with attempts, error and backoff, then goes out once", async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const office = await t.createOffice(admin, { name: "Quiet Room" });
    const made = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office.id, startISO: await localSlot(5, 10), endISO: await localSlot(5, 11) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const moved = await t.request("PATCH", `/api/bookings/${made.body.id}`, {
      cookie: admin.cookie,
      payload: { startISO: await localSlot(5, 12), endISO: await localSlot(5, 13) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(outboxEmails)
          .where(
            and(
              eq(outboxEmails.toAddress, member.email),
              eq(outboxEmails.subject, "Your booking was changed (Officely)"),
            ),
          )
      )[0];
    const queued = await row();
    expect([queued.status, queued.attempts]).toEqual(["pending", 0]);
    const seq = queued.eventSeq as number;

    const mailer = createMailer({
      db: t.database.db,
      smtpUrl,
      from: "down@officely.test",
      retry: { firstMs: 400, longestMs: 5_000 },
    });
    let smtp: SmtpSink | null = null;
    try {
      const before = Date.now();
      expect(await mailer.sendForEvent(seq)).toBe(false);
      let stored = await row();
      expect([stored.status, stored.attempts]).toEqual(["pending", 1]);
      expect(stored.lastError).toMatch(/ECONNREFUSED/);
      const firstWait = stored.nextAttemptAt.getTime() - before;
      expect(firstWait).toBeGreaterThanOrEqual(400);
      expect(firstWait).toBeLessThan(400 + (Date.now() - before));

      // Not due yet: nothing is tried.
      await mailer.sendForEvent(seq);
      expect((await row()).attempts).toBe(1);

      // Due again: tried again, and the wait doubles.
      await sleep(stored.nextAttemptAt.getTime() - Date.now() + 50);
      const second = Date.now();
      await mailer.sendForEvent(seq);
      stored = await row();
      expect([stored.status, stored.attempts]).toEqual(["pending", 2]);
      expect(stored.nextAttemptAt.getTime() - second).toBeGreaterThanOrEqual(800);

      // SMTP comes back on that port: the next due try delivers it, once.
      smtp = await startSmtpSink({ port });
      expect(await mailer.sendForEvent(seq)).toBe(false);
      await sleep(stored.nextAttemptAt.getTime() - Date.now() + 50);
      expect(await mailer.sendForEvent(seq)).toBe(true);
      expect(await mailer.sendForEvent(seq)).toBe(true);
      const received = smtp.received.filter((m) => m.to === member.email);
      expect(received).toHaveLength(1);
      expect(received[0].body).toContain("Ada Admin");
      stored = await row();
      expect([stored.status, stored.attempts, stored.lastError]).toEqual(["sent", 3, null]);
    } finally {
      await mailer.stop();
      await smtp?.close();
    }
  });

  /**
   * Where the sender processes find the database: PostgreSQL's URL, or a PGlite directory that the
   * test opens only while no sender runs. `use` runs `fn` on it.
   */
  function store(): { env: Record<string, string>; use<T>(fn: (db: Database) => Promise<T>): Promise<T> } {
    const pgUrl = process.env.DATABASE_URL;
    if (pgUrl) {
      return { env: { DATABASE_URL: pgUrl }, use: <T>(fn: (db: Database) => Promise<T>) => fn(t.database.db) };
    }
    const dataDir = join(tmp, "data");
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      async use<T>(fn: (db: Database) => Promise<T>): Promise<T> {
        const database = await openDatabase({ kind: "pglite", dataDir });
        try {
          await runMigrations(database);
          return await fn(database.db);
        } finally {
          await database.close();
        }
      },
    };
  }

  /** Queues `count` messages under an event seq of their own; returns their addresses and the seq. */
  async function enqueue(db: Database, count: number) {
    const eventSeq = -Math.floor(Math.random() * 2 ** 40);
    const to = Array.from({ length: count }, () => uniqueEmail("crash"));
    for (const address of to) {
      await outbox.insertEmail(db, {
        teamId: null,
        eventSeq,
        to: address,
        subject: "Crash",
        text: "Body",
        language: "en",
      });
    }
    return { to, eventSeq };
  }

  /** Starts a sender process for event `seq`; `exited` settles with its exit code (null when killed). */
  function sender(env: Record<string, string>, smtpUrl: string, seq: number) {
    const merged: Record<string, string | undefined> = {
      ...process.env,
      ...env,
      SMTP_URL: smtpUrl,
      EVENT_SEQ: String(seq),
      LEASE_MS: String(LEASE_MS),
    };
    for (const [key, value] of Object.entries(merged)) if (value === "") delete merged[key];
    const child: ChildProcess = spawn(process.execPath, [SENDER], { env: merged, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    return { child, exited, output: () => output };
  }

  /**
   * Restarts sending after the killed sender's lease: a new sender (in this process; a process of its
   * own costs seconds more on a loaded machine, and what is under test is the killed one) drains.
   */
  async function restart(where: ReturnType<typeof store>, smtpUrl: string, seq: number) {
    await sleep(LEASE_MS + 100);
    await where.use(async (db) => {
      const mailer = createMailer({ db, smtpUrl, from: "restart@officely.test", leaseMs: LEASE_MS });
      try {
        expect(await mailer.sendForEvent(seq)).toBe(true);
      } finally {
        await mailer.stop();
      }
    });
  }

  const countsOf = (smtp: SmtpSink, to: string[]) => to.map((a) => smtp.received.filter((m) => m.to === a).length);
  const statusesOf = (db: Database, seq: number) =>
    db.select({ status: outboxEmails.status }).from(outboxEmails).where(eq(outboxEmails.eventSeq, seq));

  it("a sender killed after SMTP took a message but before marking it sent: resent once after restart", async () => {
    const where = store();
    const { to, eventSeq } = await where.use((db) => enqueue(db, 3));
    let killing: ReturnType<typeof sender> | null = null;
    const smtp = await startSmtpSink({
      // The first message has arrived; the sender has not had the server's 250 yet, so it cannot have marked it.
      async beforeReply() {
        if (!killing) return;
        const victim = killing;
        killing = null;
        victim.child.kill("SIGKILL");
        await victim.exited;
      },
    });
    try {
      killing = sender(where.env, smtp.url, eventSeq);
      const first = killing;
      expect(await first.exited, first.output()).toBeNull();
      expect(smtp.received).toHaveLength(1);
      const inFlight = smtp.received[0].to;
      await restart(where, smtp.url, eventSeq);
      // The one in flight went twice; the others once; none lost.
      expect(countsOf(smtp, to)).toEqual(to.map((address) => (address === inFlight ? 2 : 1)));
      const statuses = await where.use((db) => statusesOf(db, eventSeq));
      expect(statuses.map((s) => s.status)).toEqual(["sent", "sent", "sent"]);
    } finally {
      await smtp.close();
    }
  }, 180_000);

  it("senders killed at random points: every message arrives, at most one twice per kill", async () => {
    const where = store();
    const smtp = await startSmtpSink();
    try {
      // Each round starts a process (slow on a shared CI machine); run the file again for more rounds.
      for (let round = 0; round < 2; round++) {
        const { to, eventSeq } = await where.use((db) => enqueue(db, 5));
        const victim = sender(where.env, smtp.url, eventSeq);
        // Startup to the end of sending: the kill lands before, during or after the sends.
        await new Promise<void>((ready) => victim.child.stdout?.on("data", () => ready()));
        await sleep(Math.floor(Math.random() * 150));
        victim.child.kill("SIGKILL");
        await victim.exited;
        await restart(where, smtp.url, eventSeq);
        const counts = countsOf(smtp, to);
        expect(
          counts.every((n) => n === 1 || n === 2),
          String(counts),
        ).toBe(true);
        expect(counts.filter((n) => n === 2).length, String(counts)).toBeLessThanOrEqual(1);
        const statuses = await where.use((db) => statusesOf(db, eventSeq));
        expect(statuses.every((s) => s.status === "sent")).toBe(true);
      }
    } finally {
      await smtp.close();
    }
  }, 240_000);
});
