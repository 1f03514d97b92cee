/**
 * Operations: health, the data-directory lock, clean shutdown on SIGTERM, append-only audit, and
 * invitation mail through the outbox to a real SMTP server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, openDatabase } from "../../db/client.ts";
import { auditEvents, outboxEmails } from "../../db/schema/index.ts";
import { startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

const MAIN = new URL("../main.ts", import.meta.url).pathname;

function startServer(
  dataDir: string,
  port: number,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, deadlineMs = 30_000): Promise<Response> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error("server did not become healthy");
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe("health and audit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports the database kind, reachability, migration version and app version", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "ok",
      version: "0.1.0",
      database: {
        kind: process.env.DATABASE_URL ? "postgresql" : "pglite",
        reachable: true,
        migration: "0001_booking-invariant",
      },
    });
  });

  it("serves the OpenAPI document with the spec's calls", async () => {
    const res = await t.request("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    for (const path of ["/api/login", "/api/auth/signup", "/api/bookings", "/api/offices/{id}/availability"]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps audit events append-only", async () => {
    const admin = await t.signupTeam();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.teamId, admin.team.id))
      .limit(1);
    expect(event.action).toBe("team.created");
    await expect(
      t.database.db.update(auditEvents).set({ action: "tampered" }).where(eq(auditEvents.id, event.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditEvents).where(eq(auditEvents.id, event.id))).rejects.toThrow();
    const [again] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.id, event.id));
    expect(again.action).toBe("team.created");
  });

  it("keeps the invitation e-mail in the outbox when no SMTP is configured", async () => {
    const admin = await t.signupTeam();
    const email = uniqueEmail("invitee");
    const res = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect(res.status).toBe(201);
    expect(res.body.emailStatus).toBe("queued");
    const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("pending");
    expect(rows[0].textBody).toContain(`/auth?invite=${res.body.code}`);
  });
});

describe("invitation mail over SMTP", () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string; body: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let body = "";
        stream.on("data", (chunk) => {
          body += chunk;
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), body });
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, "127.0.0.1", done));
    const address = smtp.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    t = await startTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((done) => smtp.close(() => done()));
  });

  it("delivers the invitation with its magic link and marks it sent", async () => {
    const admin = await t.signupTeam({ companyName: "Mail Co" });
    const email = uniqueEmail("mailed");
    const res = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect(res.status).toBe(201);
    expect(res.body.emailStatus).toBe("sent");
    const message = received.find((m) => m.to === email);
    expect(message?.body).toContain("Mail Co");
    expect(message?.body).toContain(`/auth?invite=${res.body.code}`);
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(row.status).toBe("sent");
    expect(row.sentAt).not.toBeNull();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database process", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "officely-ops-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a data directory that another open database holds", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    await reopened.db.execute(sql`select 1`);
    await reopened.close();
  });

  it("starts, refuses a second process on the same data directory, and stops cleanly on SIGTERM", async () => {
    const port = 39_000 + Math.floor(Math.random() * 1000);
    const first = startServer(dataDir, port);
    try {
      const health = await waitForHealth(port);
      expect((await health.json()).database.kind).toBe("pglite");
      const second = startServer(dataDir, port + 1);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("is in use by another running Officely process");
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
    } finally {
      first.child.kill("SIGKILL");
    }
  });
});
