/**
 * Test harness: a real app over a real database (in-memory PGlite, or PostgreSQL when DATABASE_URL is
 * set), with helpers to sign up teams and call the API as a given session. Nothing is mocked.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import type { AppConfig } from "#server/config.ts";
import type { WebhookSender } from "#server/modules/webhooks/webhook-sender.ts";
import { DEFAULT_TIME_ZONE } from "#shared/constants.ts";
import type { AuthResult } from "#shared/schemas/auth.ts";
import { shiftDate, todayInZone, zonedInstant } from "#shared/time.ts";
import { createScratchDatabase, isolatedConfig, openIsolatedDatabase } from "./isolated-app.ts";
import { testPasswords } from "./test-passwords.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field; the shape is the assertion.
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface Session {
  cookie: string;
  user: AuthResult["user"];
  team: AuthResult["team"];
  email: string;
  password: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's webhook sender, which a test ticks (nothing starts its timer here). */
  webhooks: WebhookSender;
  database: DatabaseHandle;
  config: AppConfig;
  /** Calls the API in-process (app.inject). `cookie` signs the request in; `payload` may be a raw string. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field; the shape is the assertion.
  request<T = any>(
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    options?: { cookie?: string; payload?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  /** Creates a team through POST /api/auth/signup and returns its admin's session. */
  signupTeam(
    overrides?: Partial<{ name: string; email: string; companyName: string; password: string }>,
  ): Promise<Session>;
  /** Invites `role` into the admin's team and joins as that person; returns their session. */
  addMember(admin: Session, role?: "member" | "team_manager" | "team_admin", name?: string): Promise<Session>;
  /** Creates an office as `session` (must be team_manager or above) and returns it. */
  createOffice(
    session: Session,
    body?: Record<string, unknown>,
  ): Promise<{ id: string; name: string; capacity: number }>;
  /** Listens on a random loopback port and returns its base URL (for real-HTTP concurrency tests). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Strong enough for the dictionary check (modules/auth/password-strength.ts), as every set password must be. */
export const TEST_PASSWORD = "Harbor-Lamp-Quiet-42";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.test`;
}

/** The cookies an answer sets, as a Cookie header (the session's after a sign-in). */
export function sessionCookie(headers: TestResponse["headers"]): string {
  const raw = headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/**
 * The session cookie an answer opened (a sign-in landing), as a Cookie header; cookies it cleared
 * (empty values) are left out, so "" means no session was opened.
 */
export function openedSessionCookie(headers: TestResponse["headers"]): string {
  return sessionCookie(headers)
    .split("; ")
    .filter((c) => c.includes("session_token") && !c.endsWith("="))
    .join("; ");
}

export async function startTestApp(
  options: {
    now?: () => Date;
    config?: Partial<AppConfig>;
    logStream?: NodeJS.WritableStream;
    /**
     * A database of the app's own (a test that needs the platform to itself): PGlite in memory as
     * always, or on PostgreSQL a fresh database created beside DATABASE_URL's and dropped on close.
     * An app that sends mail (`config.smtpUrl`) always has one: every instance on a database hears
     * each event's NOTIFY and sends its mail (docs/operations.md), so apps of other test files
     * would deliver this one's messages to their own SMTP sinks.
     */
    ownDatabase?: boolean;
    /**
     * Channels whose notifications the app never hears (as if another instance's were still on
     * their way): the app's listeners on them are registered but never called.
     */
    unheardChannels?: readonly string[];
  } = {},
): Promise<TestApp> {
  const own =
    (options.ownDatabase || !!options.config?.smtpUrl) && process.env.DATABASE_URL
      ? await createScratchDatabase()
      : null;
  const opened = await openIsolatedDatabase(10, own?.url);
  const unheard = new Set(options.unheardChannels ?? []);
  const database: typeof opened =
    unheard.size === 0
      ? opened
      : {
          ...opened,
          listen: (channel, onPayload) =>
            opened.listen(channel, (payload) => unheard.has(channel) || onPayload(payload)),
        };
  const config = isolatedConfig("test-secret-test-secret-test-secret-0123", {
    loginRateLimit: { ipMax: 1000, windowMs: 60_000 },
    // No account or device locks unless a test asks for them (auth-hardening.test.ts does).
    signInThrottle: {
      lockAfter: 1000,
      lockSeconds: 60,
      maxLockSeconds: 3600,
      deviceFailures: 1000,
      deviceCookieDays: 365,
    },
    forgotPasswordRateLimit: { perAddress: 1000, windowMs: 60 * 60_000 },
    passwordChangeRateLimit: { max: 1000, windowMs: 60_000 },
    registrationRateLimit: { max: 1000, windowMs: 60_000 },
    invitationRateLimit: { perAdminPerHour: 1000, perTeamPerHour: 1000 },
    // Every request comes from one address here; the tests of these budgets set their own.
    abuseReportRateLimit: { max: 1000, windowMs: 60_000 },
    verificationEmailRateLimit: { max: 1000, windowMs: 60_000 },
    ...options.config,
  });
  const { app, webhooks } = await buildApp({
    config,
    database,
    now: options.now,
    passwords: testPasswords,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false as const }),
  });
  await app.ready();

  const request: TestApp["request"] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.cookie) headers.cookie = opts.cookie;
    let payload: string | undefined;
    if (opts.payload !== undefined) {
      payload = typeof opts.payload === "string" ? opts.payload : JSON.stringify(opts.payload);
      headers["content-type"] ??= "application/json";
    }
    const res = await app.inject({ method, url, headers, payload });
    let body: unknown = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      // Not JSON: keep the text so an assertion can show it.
    }
    return { status: res.statusCode, body: body as TestResponse["body"], headers: res.headers };
  };

  const signupTeam: TestApp["signupTeam"] = async (overrides = {}) => {
    const email = overrides.email ?? uniqueEmail("admin");
    const password = overrides.password ?? TEST_PASSWORD;
    const res = await request<AuthResult>("POST", "/api/auth/signup", {
      payload: {
        name: overrides.name ?? "Ada Admin",
        email,
        password,
        companyName: overrides.companyName ?? `Team ${randomUUID().slice(0, 8)}`,
      },
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { cookie: sessionCookie(res.headers), user: res.body.user, team: res.body.team, email, password };
  };

  const addMember: TestApp["addMember"] = async (admin, role = "member", name = "Max Member") => {
    const email = uniqueEmail(role);
    const invite = await request("POST", "/api/team/invitations", { cookie: admin.cookie, payload: { email, role } });
    if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
    const res = await request<AuthResult>("POST", "/api/auth/join-team", {
      payload: { inviteCode: invite.body.code, name, email, password: TEST_PASSWORD },
    });
    if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
    return {
      cookie: sessionCookie(res.headers),
      user: res.body.user,
      team: res.body.team,
      email,
      password: TEST_PASSWORD,
    };
  };

  const createOffice: TestApp["createOffice"] = async (session, body = {}) => {
    const res = await request("POST", "/api/offices", {
      cookie: session.cookie,
      payload: { name: `Room ${randomUUID().slice(0, 8)}`, capacity: 4, ...body },
    });
    if (res.status !== 201) throw new Error(`create office failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  return {
    app,
    webhooks,
    database,
    config,
    request,
    signupTeam,
    addMember,
    createOffice,
    async listen() {
      return app.listen({ port: 0, host: "127.0.0.1" });
    },
    async close() {
      await app.close();
      await database.close();
      await own?.drop();
    },
  };
}

/**
 * An ISO instant for local wall-clock time `hh:mm` on the local date `daysAhead` days from now in
 * `zone` (default the team default, America/New_York). Used to book valid future slots.
 */
export async function localSlot(daysAhead: number, hh: number, mm = 0, zone = DEFAULT_TIME_ZONE): Promise<string> {
  const date = shiftDate(todayInZone(zone), daysAhead);
  return new Date(zonedInstant(date, hh * 60 + mm, zone).getTime()).toISOString();
}
