/**
 * Server configuration, parsed once from the environment with zod; every variable is documented in
 * .env.example. A bad value stops the start with a message naming the variable (ConfigError).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import type { DatabaseConfig } from "#db/client.ts";
import { PRODUCT_NAME_DEFAULT } from "#shared/constants.ts";

export interface AppConfig {
  port: number;
  host: string;
  /** Public origin of the app (no trailing slash): links in mail, cookie security, the CSRF origin. */
  appUrl: string;
  /** Whether APP_URL was set (not derived from PORT). */
  appUrlConfigured: boolean;
  productName: string;
  authSecret: string;
  /**
   * The key of secrets kept in the database (lib/secret-box.ts): SECRETS_KEY, else AUTH_SECRET. Its
   * own variable lets AUTH_SECRET be rotated without losing the identity providers' client secrets.
   */
  secretsKey: string;
  /** DNS servers (`host` or `host:port`) the single sign-on domain checks ask (DNS_SERVERS); the system's when absent. */
  dnsServers?: readonly string[];
  /**
   * Whether addresses a team admin gives (an identity provider's) may be private or loopback ones
   * (OUTBOUND_ALLOW_PRIVATE; lib/outbound-fetch.ts). Off: a team admin cannot reach the server's network.
   */
  outboundAllowPrivate: boolean;
  /**
   * Whether webhook endpoints may be private or loopback addresses, and plain http
   * (WEBHOOK_ALLOW_PRIVATE; docs/product.md "Webhooks"): for endpoints inside the operator's network.
   */
  webhookAllowPrivate: boolean;
  /**
   * Whether a team admin's own address at a domain proves the domain for single sign-on, instead of
   * a DNS record (SSO_DOMAIN_PROOF_BY_ADDRESS; for development servers, docs/operations.md).
   */
  ssoDomainProofByAddress: boolean;
  smtpUrl: string | null;
  /** Shared store for rate limits across instances (docs/deploy.md); null keeps them per instance. */
  redisUrl?: string | null;
  mailFrom: string;
  database: DatabaseConfig;
  logLevel: string;
  /**
   * Fastify trustProxy: false, a hop count, or the proxies' addresses/CIDRs. The environment never
   * gives `true` (it trusts any X-Forwarded-For); tests may, to simulate many client addresses.
   */
  trustProxy: boolean | number | string[];
  /** Password sign-ins per client IP across accounts, per window. */
  loginRateLimit: { ipMax: number; windowMs: number };
  /**
   * Password sign-in back-off per account and the device cookie's own budget (docs/operations.md
   * "Sign-in limits and passwords").
   */
  signInThrottle: SignInThrottleSettings;
  /** Forgot-password requests per normalised address (any address, registered or not) per window. */
  forgotPasswordRateLimit: { perAddress: number; windowMs: number };
  /** Password changes (wrong current passwords included) per client IP per window. */
  passwordChangeRateLimit: { max: number; windowMs: number };
  /** Sign-ups and joins per minute per IP. */
  registrationRateLimit: { max: number; windowMs: number };
  /** Calls per window one personal API token may make (docs/product.md "API tokens"). */
  apiTokenRateLimit: { max: number; windowMs: number };
  /** Invitation e-mails (new and resent) per rolling hour, per inviting admin and per team. */
  invitationRateLimit: { perAdminPerHour: number; perTeamPerHour: number };
  /**
   * The other caps on mail a person makes the platform send (docs/operations.md "Mail limits and
   * e-mail verification"): resends of one invitation, invitations one address receives in 24 hours
   * from every team together, and template test sends per person and per team per rolling hour.
   */
  mailLimits: MailLimits;
  /**
   * Budgets of the public mail calls, per window (tests change them): confirmation links one
   * account may ask for (default 3 per 15 minutes) and abuse reports one IP may send (default 10
   * per hour). docs/operations.md "Mail limits and e-mail verification".
   */
  verificationEmailRateLimit?: { max: number; windowMs: number };
  abuseReportRateLimit?: { max: number; windowMs: number };
  /** Sliding idle timeout and absolute lifetime of a session, in seconds. */
  session: { idleSeconds: number; maxSeconds: number };
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** How long shutdown waits for in-flight requests before closing connections, in ms. */
  shutdownTimeoutMs: number;
  webDir: string;
  /**
   * The server render of signed-in first loads (`vite build --ssr`, docs/decisions/0018); pages load
   * without it when the directory has none.
   */
  ssrDir: string;
  version: string;
  /** Audit tuning (tests lower the CSV cap); default AUDIT_CSV_MAX_ROWS (shared/schemas/audit.ts). */
  audit?: { csvMaxRows?: number };
  /** Real-time tuning (tests shorten the session sweep); defaults in modules/realtime/realtime.routes.ts. */
  realtime?: { sessionCheckMs?: number; pollMs?: number };
  /** Things an operator should fix that do not stop the start (logged by start.ts). */
  warnings?: string[];
  /** SUPER_ADMIN_EMAILS: accounts promoted to super admin at start (docs/product.md "Platform"). */
  superAdminEmails?: string[];
  /**
   * WEB_CONCURRENCY: server processes one start runs (src/server/workers.ts). Default: the number of
   * cores on PostgreSQL with REDIS_URL (instances then share nothing but the database and Redis), else 1.
   */
  workers?: number;
}

/** The caps of AppConfig.mailLimits (docs/operations.md "Mail limits and e-mail verification"). */
export interface MailLimits {
  resendsPerInvitation: number;
  invitationsPerRecipientPerDay: number;
  testSendsPerPersonPerHour: number;
  testSendsPerTeamPerHour: number;
}

/** AppConfig.signInThrottle (docs/operations.md "Sign-in limits and passwords"). */
export interface SignInThrottleSettings {
  /** Wrong passwords in a row, from browsers without the account's device cookie, before the lock. */
  lockAfter: number;
  /** The first lock's length; each further wrong password doubles it, up to `maxLockSeconds`. */
  lockSeconds: number;
  maxLockSeconds: number;
  /** Wrong passwords a browser with the account's device cookie may send before it is distrusted. */
  deviceFailures: number;
  /** How long a device cookie is valid. */
  deviceCookieDays: number;
}

/** A configuration value the server cannot start with; the message names the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const int = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );
const httpUrl = z.preprocess(
  blankToUndefined,
  z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL, e.g. https://office.example.com" })
    .optional(),
);

/** TRUST_PROXY: false, a hop count (1 = one proxy in front), or a comma list of proxy IPs/CIDRs. */
const trustProxySchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((raw, ctx): false | number | string[] => {
      if (raw === undefined || raw === "false" || raw === "0") return false;
      if (raw === "true") {
        ctx.addIssue({
          code: "custom",
          message:
            "true would trust any client's X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(raw)) return Number(raw);
      const list = raw.split(",").map((part) => part.trim());
      const bad = list.find(
        (entry) => !isIP(entry.split("/")[0] ?? "") && !["loopback", "linklocal", "uniquelocal"].includes(entry),
      );
      if (bad !== undefined) {
        ctx.addIssue({ code: "custom", message: `"${bad}" is not a hop count, an IP address or a CIDR` });
        return z.NEVER;
      }
      return list;
    }),
);

const envSchema = z.object({
  NODE_ENV: optionalString,
  PORT: int(1, 65_535, 3000),
  HOST: z.preprocess(blankToUndefined, z.string().default("0.0.0.0")),
  APP_URL: httpUrl,
  PRODUCT_NAME: z.preprocess(blankToUndefined, z.string().max(60).default(PRODUCT_NAME_DEFAULT)),
  AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: "must be at least 32 characters (e.g. `openssl rand -hex 32`)" }).optional(),
  ),
  SECRETS_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: "must be at least 32 characters (e.g. `openssl rand -hex 32`)" }).optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default("Officely <no-reply@officely.localhost>")),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379" })
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  DATABASE_POOL_SIZE: int(1, 1000, 10),
  DATABASE_ACQUIRE_TIMEOUT_MS: int(100, 600_000, 5000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(100, 3_600_000, 10_000),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default("./data")),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  TRUST_PROXY: trustProxySchema,
  DNS_SERVERS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((raw) => raw.split(",").map((part) => part.trim()))
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[\w.:[\]-]+$/, { error: "must be a comma list of DNS servers, e.g. 10.0.0.2 or 127.0.0.1:5353" }),
        ),
      )
      .optional(),
  ),
  OUTBOUND_ALLOW_PRIVATE: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  SSO_DOMAIN_PROOF_BY_ADDRESS: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  LOGIN_RATE_LIMIT_IP_MAX: int(1, 100_000, 30),
  LOGIN_LOCK_AFTER_FAILURES: int(1, 1000, 5),
  LOGIN_LOCK_SECONDS: int(1, 24 * 60 * 60, 60),
  LOGIN_LOCK_MAX_MINUTES: int(1, 7 * 24 * 60, 60),
  LOGIN_DEVICE_FAILURES: int(1, 1000, 10),
  LOGIN_DEVICE_COOKIE_DAYS: int(1, 10 * 365, 365),
  FORGOT_PASSWORD_PER_ADDRESS_PER_HOUR: int(1, 1000, 3),
  REGISTRATION_RATE_LIMIT_MAX: int(1, 100_000, 20),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000, 600),
  INVITATION_RATE_LIMIT_PER_ADMIN: int(1, 100_000, 20),
  INVITATION_RATE_LIMIT_PER_TEAM: int(1, 1_000_000, 50),
  INVITATION_RESENDS_MAX: int(0, 1000, 3),
  INVITATIONS_PER_RECIPIENT_PER_DAY: int(1, 1000, 3),
  TEST_EMAILS_PER_PERSON_PER_HOUR: int(1, 100_000, 10),
  TEST_EMAILS_PER_TEAM_PER_HOUR: int(1, 1_000_000, 20),
  SESSION_IDLE_MINUTES: int(5, 60 * 24 * 30, 12 * 60),
  SESSION_MAX_DAYS: int(1, 365, 30),
  BODY_LIMIT_BYTES: int(1024, 10 * 1024 * 1024, 64 * 1024),
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000, 10_000),
  WEB_DIR: optionalString,
  SSR_DIR: optionalString,
  WEB_CONCURRENCY: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(64, { error: "must be at most 64" })
      .optional(),
  ),
  SUPER_ADMIN_EMAILS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((raw) =>
        (raw ?? "")
          .split(",")
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be a comma list of e-mail addresses" }))),
  ),
});

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production" || e.DATABASE_URL !== undefined;
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      "AUTH_SECRET is required with DATABASE_URL: without it every restart signs everyone out and a second instance rejects the first one's sessions. Set it to 32+ random characters (e.g. `openssl rand -hex 32`).",
    );
  }
  if (production && !e.APP_URL) {
    throw new ConfigError(
      "APP_URL is required in production (NODE_ENV=production or DATABASE_URL set): invitation links and the allowed origin are built from it. Set it to the address people open, e.g. https://office.example.com.",
    );
  }
  if (production && e.SSO_DOMAIN_PROOF_BY_ADDRESS === "true") {
    throw new ConfigError(
      "SSO_DOMAIN_PROOF_BY_ADDRESS is for development servers: in production (NODE_ENV=production or DATABASE_URL set) one mailbox at a domain must not claim it for single sign-on. Remove it, and prove domains by their DNS record.",
    );
  }
  if (e.LOGIN_LOCK_MAX_MINUTES * 60 < e.LOGIN_LOCK_SECONDS) {
    throw new ConfigError(
      `LOGIN_LOCK_MAX_MINUTES (${e.LOGIN_LOCK_MAX_MINUTES}) is shorter than the first lock, LOGIN_LOCK_SECONDS (${e.LOGIN_LOCK_SECONDS}): raise it, or lower LOGIN_LOCK_SECONDS.`,
    );
  }
  const warnings: string[] = [];
  if (env.LOGIN_RATE_LIMIT_MAX) {
    warnings.push(
      'LOGIN_RATE_LIMIT_MAX is no longer read: each account now backs off after LOGIN_LOCK_AFTER_FAILURES wrong passwords (docs/operations.md, "Sign-in limits and passwords"). Remove it.',
    );
  }
  if (!e.APP_URL) {
    warnings.push(
      `APP_URL is not set: invitation links point at http://localhost:${e.PORT}, which colleagues cannot open. Set APP_URL to the address people use.`,
    );
  }
  const workers = e.WEB_CONCURRENCY ?? (e.DATABASE_URL && e.REDIS_URL ? availableParallelism() : 1);
  if (workers > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database (PGlite) is opened by one process only. Remove WEB_CONCURRENCY, or run on PostgreSQL.`,
    );
  }
  if (workers > 1 && !e.REDIS_URL) {
    warnings.push(
      `WEB_CONCURRENCY=${workers} without REDIS_URL: each worker counts the rate limits (sign-in, sign-up) on its own, so a client gets up to ${workers} times the budget. Set REDIS_URL to share them.`,
    );
  }
  const database: DatabaseConfig = e.DATABASE_URL
    ? {
        kind: "postgresql",
        url: e.DATABASE_URL,
        poolSize: e.DATABASE_POOL_SIZE,
        acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      }
    : { kind: "pglite", dataDir: e.DATA_DIR === ":memory:" ? null : e.DATA_DIR };
  const authSecret = e.AUTH_SECRET ?? persistedSecret(database);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin,
    appUrlConfigured: e.APP_URL !== undefined,
    productName: e.PRODUCT_NAME,
    authSecret,
    secretsKey: e.SECRETS_KEY ?? authSecret,
    smtpUrl: e.SMTP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    mailFrom: e.MAIL_FROM,
    database,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    ...(e.DNS_SERVERS ? { dnsServers: e.DNS_SERVERS } : {}),
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE === "true",
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === "true",
    ssoDomainProofByAddress: e.SSO_DOMAIN_PROOF_BY_ADDRESS === "true",
    loginRateLimit: { ipMax: e.LOGIN_RATE_LIMIT_IP_MAX, windowMs: 60_000 },
    signInThrottle: {
      lockAfter: e.LOGIN_LOCK_AFTER_FAILURES,
      lockSeconds: e.LOGIN_LOCK_SECONDS,
      maxLockSeconds: e.LOGIN_LOCK_MAX_MINUTES * 60,
      deviceFailures: e.LOGIN_DEVICE_FAILURES,
      deviceCookieDays: e.LOGIN_DEVICE_COOKIE_DAYS,
    },
    forgotPasswordRateLimit: { perAddress: e.FORGOT_PASSWORD_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60_000 },
    passwordChangeRateLimit: { max: 10, windowMs: 60_000 },
    registrationRateLimit: { max: e.REGISTRATION_RATE_LIMIT_MAX, windowMs: 60_000 },
    apiTokenRateLimit: { max: e.API_TOKEN_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    session: { idleSeconds: e.SESSION_IDLE_MINUTES * 60, maxSeconds: e.SESSION_MAX_DAYS * 24 * 60 * 60 },
    bodyLimit: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    invitationRateLimit: {
      perAdminPerHour: e.INVITATION_RATE_LIMIT_PER_ADMIN,
      perTeamPerHour: e.INVITATION_RATE_LIMIT_PER_TEAM,
    },
    mailLimits: {
      resendsPerInvitation: e.INVITATION_RESENDS_MAX,
      invitationsPerRecipientPerDay: e.INVITATIONS_PER_RECIPIENT_PER_DAY,
      testSendsPerPersonPerHour: e.TEST_EMAILS_PER_PERSON_PER_HOUR,
      testSendsPerTeamPerHour: e.TEST_EMAILS_PER_TEAM_PER_HOUR,
    },
    webDir: resolve(e.WEB_DIR ?? new URL("../../dist/web", import.meta.url).pathname),
    ssrDir: resolve(e.SSR_DIR ?? new URL("../../dist/ssr", import.meta.url).pathname),
    version: packageJson.version,
    warnings,
    superAdminEmails: e.SUPER_ADMIN_EMAILS,
    workers,
  };
}

/**
 * Without AUTH_SECRET (PGlite only), a random secret is kept beside the embedded database so sessions
 * survive a restart; an in-memory database gets a per-process secret.
 */
function persistedSecret(database: DatabaseConfig): string {
  if (database.kind !== "pglite" || !database.dataDir) return randomBytes(32).toString("hex");
  const dir = resolve(database.dataDir);
  const file = resolve(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
