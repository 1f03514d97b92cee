/**
 * Secrets in logs (docs/operations.md "How the app behaves under faults"): better-auth's own log
 * lines, event-feed subscriber failures and the app's error log never show a database error's bound
 * parameters (here: a session token), on our logger and on the console alike.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { startTestApp, TEST_PASSWORD, uniqueEmail } from "#server/test/harness.ts";
import { type AuthLog, createAuth } from "./better-auth.ts";
import { createChangeRecorder } from "./change-recorder.ts";
import { createEventFeed, feedTail } from "./event-feed.ts";
import { redactLogValue } from "./log-redaction.ts";

const SECRET = "tok-9f1d7c3b5a-secret";

/** An error shaped like Drizzle's failed query: the parameters in the message and in `params`. */
function failedQuery(): Error {
  return Object.assign(new Error(`Failed query: select * from sessions where token = $1\nparams: ${SECRET}`), {
    params: [SECRET],
    query: "select * from sessions where token = $1",
    code: "42703",
  });
}

/** A logger that keeps every line it is given, as JSON. */
function captureLog(lines: string[]): AuthLog {
  const write = (level: string) => (details: object, message: string) =>
    void lines.push(JSON.stringify({ level, message, ...details }));
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

describe("redactLogValue", () => {
  it("drops query parameters from errors, their causes, text and `params` fields", () => {
    const wrapped = Object.assign(new Error("Failed to get session"), { cause: failedQuery() });
    const logged = JSON.stringify(
      redactLogValue([wrapped, `oops\nparams: ${SECRET}`, { params: [SECRET], nested: { params: SECRET } }]),
    );
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain("params: [redacted]");
    expect(logged).toContain("Failed to get session");
  });
});

describe("a database error while a session is looked up", () => {
  let database: DatabaseHandle;
  const appLines: string[] = [];
  const consoleLines: string[] = [];
  let cookie = "";
  let token = "";
  let inject: (cookie: string) => Promise<number>;
  let closeApp: () => Promise<void>;

  beforeAll(async () => {
    // A private in-memory database, also with DATABASE_URL: the test breaks its sessions table.
    database = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(database);
    const config = {
      ...loadConfig({
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: ":memory:",
        SMTP_URL: "",
        AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
        APP_URL: "http://localhost:3000",
      }),
      webDir: "/nonexistent-web-dir",
      ssrDir: "/nonexistent-ssr-dir",
      logLevel: "trace",
    };
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        appLines.push(String(chunk));
        done();
      },
    });
    const { app } = await buildApp({ config, database, logStream });
    await app.ready();
    closeApp = () => app.close();
    inject = async (withCookie) =>
      (await app.inject({ method: "GET", url: "/api/user", headers: { cookie: withCookie } })).statusCode;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { name: "Lou Logged", email: uniqueEmail("logged"), password: TEST_PASSWORD, companyName: "Log Co" },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const raw = signup.headers["set-cookie"];
    cookie = (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(";")[0]).join("; ");
    token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    // Every session lookup now fails with the token among the query's parameters: better-auth's
    // (every column) and ours (plugins/session.ts reads the expiry with the user and team).
    await database.db.execute(sql`alter table sessions rename column ip_address to ip_address_gone`);
    await database.db.execute(sql`alter table sessions rename column expires_at to expires_at_gone`);
  });
  beforeEach(() => {
    for (const method of ["error", "warn", "log", "info", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await closeApp();
    await database.close();
  });

  it("is logged by better-auth through our logger, without the token", async () => {
    const lines: string[] = [];
    const auth = createAuth({
      db: database.db,
      secret: "test-secret-test-secret-test-secret-0123",
      appUrl: "http://localhost:3000",
      productName: "Officely",
      log: captureLog(lines),
    });
    await expect(auth.api.getSession({ headers: new Headers({ cookie }) })).rejects.toThrow();
    const log = lines.join("\n");
    expect(log).toContain('"component":"better-auth"');
    expect(log).toContain("ip_address");
    expect(log).toContain("params: [redacted]");
    expect(log).not.toContain(token);
  });

  it("never shows the token in the app's log or on the console", async () => {
    expect(await inject(cookie)).toBeGreaterThanOrEqual(500);
    const everything = [...appLines, ...consoleLines].join("\n");
    expect(appLines.join("")).toContain("/api/user");
    expect(everything).not.toContain(token);
  });
});

describe("event feed subscriber failures", () => {
  it("are logged without the failed query's parameters", async () => {
    const t = await startTestApp();
    const lines: string[] = [];
    const feed = createEventFeed({
      database: t.database,
      pollMs: 3_600_000,
      subscribers: [
        {
          name: "leaky",
          handle: () => {
            throw failedQuery();
          },
        },
      ],
      log: { warn: (details, message) => void lines.push(`${message} ${JSON.stringify(details)}`) },
    });
    try {
      await feed.start(await feedTail(t.database.db));
      const { record } = createChangeRecorder({ subscribers: [] });
      await t.database.db.transaction((tx) =>
        record(tx, { teamId: null, actorId: null, action: "test.logged", targetType: "test", targetId: null }),
      );
      const until = Date.now() + 5_000;
      while (!lines.some((line) => line.startsWith("event subscriber failed")) && Date.now() < until) {
        await feed.wake();
        await new Promise((done) => setTimeout(done, 20));
      }
      const log = lines.join("\n");
      expect(log).toContain("event subscriber failed");
      expect(log).toContain("params: [redacted]");
      expect(log).not.toContain(SECRET);
    } finally {
      await feed.stop();
      await t.close();
    }
  });
});
