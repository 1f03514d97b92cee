/**
 * Database faults (docs/operations.md "How the app behaves under faults"): a terminated connection,
 * a held lock, a database without our tables, and PGlite's data directory (permissions, a lock left
 * by a killed process). The PostgreSQL cases run in a database of their own, so locking and
 * terminating never disturbs other test files.
 *
 * Over 250 lines: each fault needs its own setup (a lock, a terminated backend, a dropped schema, a
 * stale lock); they share the helpers at the top.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, redactDatabaseError } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { buildApp } from "#server/app.ts";
import { type AppConfig, loadConfig } from "#server/config.ts";

/**
 * A new address for each sign-in attempt: wrong passwords to one address build up its back-off
 * across tests sharing a database (docs/operations.md "Sign-in limits and passwords").
 */
const stranger = () => `fault-${randomUUID()}@example.test`;

const PG_URL = process.env.DATABASE_URL;

function testConfig(): AppConfig {
  return {
    ...loadConfig({ DATA_DIR: ":memory:", AUTH_SECRET: "f".repeat(40), APP_URL: "http://localhost:3000" }),
    webDir: "/nonexistent-web-dir",
    ssrDir: "/nonexistent-ssr-dir",
  };
}

/** Polls `condition` every 20 ms until it holds; fails after `timeoutMs`. */
async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

async function appOver(database: DatabaseHandle) {
  const { app } = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  return app;
}

describe("a database without our tables", () => {
  it("reports schema missing in health and answers 503 SCHEMA_MISSING saying what to do", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    const app = await appOver(database);
    try {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: "degraded",
        database: { reachable: true, schema: "missing", migration: null },
      });
      const login = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: stranger(), password: "x" },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ code: "SCHEMA_MISSING", message: expect.stringMatching(/restart/i) });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("logged database errors", () => {
  it("keep the statement and the SQLSTATE but not the bound parameters", () => {
    const cause = Object.assign(new Error('relation "x" does not exist'), { code: "42P01" });
    const error = Object.assign(
      new Error("Failed query: select * from sessions where token = $1\nparams: SeCrEtToKeN,ada@x.test"),
      { params: ["SeCrEtToKeN", "ada@x.test"], cause },
    );
    const logged = JSON.stringify(redactDatabaseError(error));
    expect(logged).toContain("select * from sessions");
    expect(logged).toContain("42P01");
    expect(logged).not.toContain("SeCrEtToKeN");
    expect(logged).not.toContain("ada@x.test");
  });
});

describe.skipIf(!PG_URL)("PostgreSQL faults", () => {
  const name = `officely_fault_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let database: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const parsed = new URL(PG_URL as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    database = await openDatabase({
      kind: "postgresql",
      url,
      poolSize: 4,
      acquireTimeoutMs: 1000,
      statementTimeoutMs: 1500,
    });
    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("takes back a pooled connection that died while its holder never released it (a failed begin)", async () => {
    // drizzle's transaction() releases its client in a finally that a failed `begin` never reaches.
    // Simulate that holder: check a client out, cut its connection, and never release it.
    const small = await openDatabase({ kind: "postgresql", url, poolSize: 1, acquireTimeoutMs: 3000 });
    try {
      const pool = (small.db as unknown as { $client: pg.Pool }).$client;
      const abandoned = await pool.connect();
      const { rows } = await abandoned.query<{ pid: number }>("select pg_backend_pid() as pid");
      await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
      // The only pooled connection is dead and checked out: without the reclaim, this waits for the
      // acquire timeout and fails; with it, the pool opens a new connection.
      const result = await small.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(Number(result.rows[0].one)).toBe(1);
      // The holder's late release is harmless.
      expect(() => abandoned.release()).not.toThrow();
    } finally {
      await small.close();
    }
  });

  it("survives terminated backends: the hit requests get 503, the next ones are served", async () => {
    const app = await appOver(database);
    // Holds the users table so that a login and a query are certainly in flight when the backends are
    // terminated (a fixed delay left it to timing whether a login was hit, 503, or already done, 401).
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      const { rows } = await locker.query<{ pid: number }>("select pg_backend_pid() as pid");
      const lockerPid = rows[0].pid;
      await locker.query("begin");
      await locker.query("lock table users in access exclusive mode");
      // Work that holds each of the pool's 4 connections: a query running, two transactions between
      // two statements (a checked-out client with no query in flight: the case that crashed the
      // process) and a login, the two queries waiting on the lock.
      let resume = () => {};
      const terminated = new Promise<void>((done) => {
        resume = done;
      });
      const inTransaction = () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await terminated;
          await tx.execute(sql`select 1`);
        });
      const slow = [database.db.execute(sql`select count(*) from users`), inTransaction(), inTransaction()].map(
        (work) =>
          work.then(
            () => "ok",
            (error) => error,
          ),
      );
      const hit = app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: stranger(), password: "x" },
      });
      await until(async () => {
        const { rows: backends } = await admin.query<{ waiting: number; idle: number }>(
          `select count(*) filter (where wait_event_type = 'Lock')::int as waiting,
                  count(*) filter (where state = 'idle in transaction')::int as idle
             from pg_stat_activity where datname = $1 and pid <> $2`,
          [name, lockerPid],
        );
        return backends[0].waiting === 2 && backends[0].idle === 2;
      });
      // Every backend of the app, none of the locker's.
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2", [
        name,
        lockerPid,
      ]);
      resume();
      await locker.query("rollback");

      const lost = await Promise.all(slow);
      expect(lost.every((result) => result !== "ok")).toBe(true);
      const hitResponse = await hit;
      expect(hitResponse.statusCode).toBe(503);
      expect(hitResponse.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: expect.any(String) });

      // Still up, and serving: the next logins reach the database and are refused for what they are.
      const next = await Promise.all(
        Array.from({ length: 4 }, () =>
          app.inject({ method: "POST", url: "/api/login", payload: { email: stranger(), password: "x" } }),
        ),
      );
      for (const res of next) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: "INVALID_CREDENTIALS", message: expect.any(String) });
      }
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
    }
  });

  it("answers 503 quickly under a held lock, health says degraded within its timeout, and recovers", async () => {
    const app = await appOver(database);
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table users in access exclusive mode");
      const started = Date.now();
      // An address of its own: the sign-in back-off of another test's wrong passwords must not answer first.
      const email = `locked-${Date.now()}@example.test`;
      const [login, health] = await Promise.all([
        app.inject({ method: "POST", url: "/api/login", payload: { email, password: "x" } }),
        app.inject({ method: "GET", url: "/api/health" }),
      ]);
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: expect.any(String) });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
      expect(Date.now() - started).toBeLessThan(5000);
      await locker.query("rollback");
      const after = await app.inject({ method: "GET", url: "/api/health" });
      expect(after.statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
    }
  });
});

describe("PGlite data directory", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "officely-perm-"));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function loosePaths(path: string): string[] {
    const stat = statSync(path);
    const own = (stat.mode & 0o077) !== 0 ? [path] : [];
    if (!stat.isDirectory()) return own;
    return own.concat(...readdirSync(path).map((entry) => loosePaths(join(path, entry))));
  }

  it("creates the directory 0700 and its files 0600", async () => {
    const dataDir = join(dir, "data");
    const database = await openDatabase({ kind: "pglite", dataDir });
    await runMigrations(database);
    await database.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(loosePaths(dataDir)).toEqual([]);
  });

  it("takes over at once the lock of a process that was killed", async () => {
    const dataDir = join(dir, "stale");
    mkdirSync(dataDir, { recursive: true });
    // A lock as a killed process leaves it: the lock directory, fresh, and the pid of a dead process.
    const child = spawn(process.execPath, ["-e", "0"]);
    const deadPid = child.pid as number;
    await new Promise((done) => child.on("exit", done));
    mkdirSync(join(dataDir, "officely.lock"));
    writeFileSync(join(dataDir, "officely.pid"), String(deadPid));
    const warnings: string[] = [];
    // Without the take-over this throws DataDirLockedError: the lock is fresh, so not yet "stale".
    const database = await openDatabase({ kind: "pglite", dataDir }, { warn: (_d, message) => warnings.push(message) });
    await database.close();
    expect(warnings.join(" ")).toMatch(/taking over the data directory lock/);
  });
});
