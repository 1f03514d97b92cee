/** Configuration is parsed once at start; a bad value stops the server with a message naming it. */
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const MAIN = new URL("./main.ts", import.meta.url).pathname;
const base = { DATA_DIR: ":memory:" };
const PG = "postgres://u@127.0.0.1:5432/x";
const SECRET = "s".repeat(40);

function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("configuration", () => {
  it("names the variable of every bad value", () => {
    expect(refusal({ PORT: "http" })).toMatch(/PORT: must be a whole number/);
    expect(refusal({ PORT: "70000" })).toMatch(/PORT: must be at most 65535/);
    expect(refusal({ APP_URL: "office.example.com" })).toMatch(/APP_URL: must be an http/);
    expect(refusal({ DATABASE_POOL_SIZE: "0" })).toMatch(/DATABASE_POOL_SIZE/);
    expect(refusal({ LOG_LEVEL: "loud" })).toMatch(/LOG_LEVEL/);
    expect(refusal({ SMTP_URL: "mail.example.com" })).toMatch(/SMTP_URL/);
    expect(refusal({ SESSION_IDLE_MINUTES: "-5" })).toMatch(/SESSION_IDLE_MINUTES/);
  });

  it("runs one worker unless PostgreSQL and Redis are both there; refuses several on PGlite", () => {
    const pg = { DATABASE_URL: PG, AUTH_SECRET: SECRET, APP_URL: "https://office.example.com" };
    expect(loadConfig(base).workers).toBe(1);
    expect(loadConfig({ ...base, ...pg }).workers).toBe(1);
    expect(loadConfig({ ...base, ...pg, REDIS_URL: "redis://127.0.0.1:6379" }).workers).toBe(availableParallelism());
    const unshared = loadConfig({ ...base, ...pg, WEB_CONCURRENCY: "3" });
    expect(unshared.workers).toBe(3);
    expect(unshared.warnings?.join("\n")).toMatch(/WEB_CONCURRENCY=3 without REDIS_URL/);
    expect(refusal({ WEB_CONCURRENCY: "2" })).toMatch(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
    expect(refusal({ ...pg, WEB_CONCURRENCY: "0" })).toMatch(/WEB_CONCURRENCY: must be at least 1/);
    expect(loadConfig({ ...base, WEB_CONCURRENCY: "1" }).workers).toBe(1);
  });

  it("takes TRUST_PROXY as a hop count or proxy addresses, never `true`", () => {
    expect(refusal({ TRUST_PROXY: "true" })).toMatch(/TRUST_PROXY: true would trust any client/);
    expect(refusal({ TRUST_PROXY: "proxy.local" })).toMatch(/TRUST_PROXY/);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
    ]);
    expect(loadConfig(base).trustProxy).toBe(false);
  });

  it("requires AUTH_SECRET and APP_URL with PostgreSQL, and APP_URL in production", () => {
    expect(refusal({ DATABASE_URL: PG, APP_URL: "https://o.example" })).toMatch(/AUTH_SECRET is required/);
    expect(refusal({ DATABASE_URL: PG, AUTH_SECRET: SECRET })).toMatch(/APP_URL is required/);
    expect(refusal({ NODE_ENV: "production" })).toMatch(/APP_URL is required/);
    // One mailbox at a domain proves it only on a development server.
    expect(
      refusal({ NODE_ENV: "production", APP_URL: "https://o.example", SSO_DOMAIN_PROOF_BY_ADDRESS: "true" }),
    ).toMatch(/SSO_DOMAIN_PROOF_BY_ADDRESS is for development servers/);
    expect(loadConfig({ SSO_DOMAIN_PROOF_BY_ADDRESS: "true" }).ssoDomainProofByAddress).toBe(true);
    const ok = loadConfig({ DATABASE_URL: PG, AUTH_SECRET: SECRET, APP_URL: "https://o.example/" });
    expect(ok.appUrl).toBe("https://o.example");
    expect(ok.database).toMatchObject({ kind: "postgresql", url: PG });
  });

  it("reads the sign-in back-off, the device cookie and the forgot-password limit, with their defaults", () => {
    expect(loadConfig(base)).toMatchObject({
      loginRateLimit: { ipMax: 30, windowMs: 60_000 },
      signInThrottle: {
        lockAfter: 5,
        lockSeconds: 60,
        maxLockSeconds: 3600,
        deviceFailures: 10,
        deviceCookieDays: 365,
      },
      forgotPasswordRateLimit: { perAddress: 3, windowMs: 3_600_000 },
    });
    const set = loadConfig({
      ...base,
      LOGIN_LOCK_AFTER_FAILURES: "8",
      LOGIN_LOCK_SECONDS: "30",
      LOGIN_LOCK_MAX_MINUTES: "240",
      LOGIN_DEVICE_FAILURES: "20",
      LOGIN_DEVICE_COOKIE_DAYS: "90",
      FORGOT_PASSWORD_PER_ADDRESS_PER_HOUR: "5",
    });
    expect(set.signInThrottle).toEqual({
      lockAfter: 8,
      lockSeconds: 30,
      maxLockSeconds: 14_400,
      deviceFailures: 20,
      deviceCookieDays: 90,
    });
    expect(set.forgotPasswordRateLimit.perAddress).toBe(5);
    expect(refusal({ LOGIN_LOCK_AFTER_FAILURES: "0" })).toMatch(/LOGIN_LOCK_AFTER_FAILURES: must be at least 1/);
    expect(refusal({ LOGIN_LOCK_SECONDS: "600", LOGIN_LOCK_MAX_MINUTES: "5" })).toMatch(
      /LOGIN_LOCK_MAX_MINUTES \(5\) is shorter than the first lock/,
    );
    // The old per-account minute budget is gone: said, not silently ignored.
    expect(loadConfig({ ...base, LOGIN_RATE_LIMIT_MAX: "10" }).warnings?.join(" ")).toMatch(
      /LOGIN_RATE_LIMIT_MAX is no longer read/,
    );
  });

  it('reads the mail limits, with their defaults (docs/operations.md, "Mail limits and e-mail verification")', () => {
    expect(loadConfig(base).mailLimits).toEqual({
      resendsPerInvitation: 3,
      invitationsPerRecipientPerDay: 3,
      testSendsPerPersonPerHour: 10,
      testSendsPerTeamPerHour: 20,
    });
    const set = loadConfig({
      ...base,
      INVITATION_RESENDS_MAX: "0",
      INVITATIONS_PER_RECIPIENT_PER_DAY: "5",
      TEST_EMAILS_PER_PERSON_PER_HOUR: "4",
      TEST_EMAILS_PER_TEAM_PER_HOUR: "8",
    });
    expect(set.mailLimits).toEqual({
      resendsPerInvitation: 0,
      invitationsPerRecipientPerDay: 5,
      testSendsPerPersonPerHour: 4,
      testSendsPerTeamPerHour: 8,
    });
    expect(refusal({ INVITATIONS_PER_RECIPIENT_PER_DAY: "0" })).toMatch(
      /INVITATIONS_PER_RECIPIENT_PER_DAY: must be at least 1/,
    );
    expect(refusal({ TEST_EMAILS_PER_TEAM_PER_HOUR: "lots" })).toMatch(/TEST_EMAILS_PER_TEAM_PER_HOUR/);
  });

  it("warns, without stopping, when APP_URL is missing on a trial install", () => {
    const config = loadConfig({ ...base, PORT: "4100" });
    expect(config.appUrl).toBe("http://localhost:4100");
    expect(config.appUrlConfigured).toBe(false);
    expect(config.warnings?.join(" ")).toMatch(/APP_URL is not set/);
  });

  it("reads session lifetimes, body size and timeouts", () => {
    const config = loadConfig({
      ...base,
      SESSION_IDLE_MINUTES: "30",
      SESSION_MAX_DAYS: "7",
      BODY_LIMIT_BYTES: "2048",
      SHUTDOWN_TIMEOUT_MS: "3000",
    });
    expect(config.session).toEqual({ idleSeconds: 1800, maxSeconds: 7 * 86_400 });
    expect(config.bodyLimit).toBe(2048);
    expect(config.shutdownTimeoutMs).toBe(3000);
  });

  it("stops the server process with the variable's name and exit code 1", () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: ":memory:", PORT: "abc" },
      encoding: "utf8",
      // SIGKILL: a process stuck while exiting does not answer SIGTERM, and the test would wait for ever.
      timeout: 30_000,
      killSignal: "SIGKILL",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Officely cannot start: invalid configuration:\s+PORT: must be a whole number/);
  });
});
