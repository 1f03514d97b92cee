/**
 * The better-auth instance: passwords (scrypt), sessions in the database, HttpOnly SameSite=Lax
 * cookies; when APP_URL is https they are Secure and named with the `__Host-` prefix (no Domain,
 * Path=/, so no sibling host can set or shadow them). Sessions slide: better-auth's `expiresIn` is the
 * idle timeout and the session (and its cookie) is extended at most every `updateAge`; the absolute
 * lifetime is enforced by plugins/session.ts. Its HTTP handler is not mounted: the spec's routes
 * (/api/login, /api/auth/signup, ...) call `auth.api` directly.
 *
 * better-auth's own log lines (e.g. a database error while it looks a session up) go to our logger
 * (`log`, the app's pino logger) with their arguments redacted like every logged database error
 * (lib/log-redaction.ts): the failed query's parameters hold the session token. Without `log` they go
 * to the console, redacted the same way.
 */
// The minimal entry: with an adapter, better-auth needs no Kysely (262 modules less at start).

import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "#db/client.ts";
import { accounts, sessions, twoFactors, users, verifications } from "#db/schema/index.ts";
import { redactLogText, redactLogValue } from "./log-redaction.ts";
import { type Passwords, scryptPasswords } from "./passwords.ts";
import { sessionOpener } from "./session-opener.ts";

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/** The part of a pino (Fastify) logger better-auth's lines are written to. */
export type AuthLog = Record<AuthLogLevel, (details: object, message: string) => void>;

const consoleAuthLog: AuthLog = {
  debug: (details, message) => console.debug(`[better-auth] ${message}`, JSON.stringify(details)),
  info: (details, message) => console.info(`[better-auth] ${message}`, JSON.stringify(details)),
  warn: (details, message) => console.warn(`[better-auth] ${message}`, JSON.stringify(details)),
  error: (details, message) => console.error(`[better-auth] ${message}`, JSON.stringify(details)),
};

/** One better-auth log call as a redacted structured line: the first error as `err`, the rest as `details`. */
export function writeAuthLog(log: AuthLog, level: AuthLogLevel, message: string, args: unknown[]): void {
  const errorIndex = args.findIndex((arg) => arg instanceof Error);
  const rest = args.filter((_arg, index) => index !== errorIndex);
  const fields: Record<string, unknown> = { component: "better-auth" };
  if (errorIndex >= 0) fields.err = redactLogValue(args[errorIndex]);
  if (rest.length > 0) fields.details = redactLogValue(rest);
  log[level](fields, redactLogText(String(message)));
}

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  productName: string;
  /** Idle timeout (sliding) and absolute lifetime, in seconds. */
  session?: { idleSeconds: number; maxSeconds: number };
  /** Where better-auth's own log lines go (the app's logger); the console when absent. */
  log?: AuthLog;
  /**
   * E-mail verification (modules/auth/email-verification.service.ts): how long a token works and
   * the change made once one checked out. Without it, better-auth's verification calls refuse.
   */
  emailVerification?: EmailVerificationHooks;
  /** How passwords are hashed and checked (lib/passwords.ts); better-auth's scrypt when absent. */
  passwords?: Passwords;
}

/** better-auth's e-mail verification callbacks, as modules/auth/email-verification.service.ts gives them. */
export interface EmailVerificationHooks {
  /** How long a link works, in seconds. */
  expiresInSeconds: number;
  /** A token for `user` checked out (auth.api.verifyEmail): confirm the address and record it. */
  beforeVerify(user: { id: string; email: string }): Promise<void>;
}

/** How long the second step of a sign-in may wait for its code, in seconds. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
/** How long a browser trusted at sign-in skips the second step, in seconds. */
export const TRUSTED_DEVICE_SECONDS = 30 * 24 * 60 * 60;

const DEFAULT_SESSION = { idleSeconds: 12 * 60 * 60, maxSeconds: 30 * 24 * 60 * 60 };

/** The session cookie's name for an app URL (`__Host-` prefixed when served over https). */
export function sessionCookieName(appUrl: string): string {
  return `${cookiePrefix(appUrl)}.session_token`;
}

/** The device cookie's name (modules/auth/device-cookie.ts), prefixed as the session cookie is. */
export function deviceCookieName(appUrl: string): string {
  return `${cookiePrefix(appUrl)}.device`;
}

/** The cookie that carries a single sign-on's flow to the provider and back (modules/sso). */
export function ssoFlowCookieName(appUrl: string): string {
  return `${cookiePrefix(appUrl)}.sso_flow`;
}

function cookiePrefix(appUrl: string): string {
  return appUrl.startsWith("https://") ? "__Host-officely" : "officely";
}

export function createAuth({
  db,
  secret,
  appUrl,
  productName,
  session = DEFAULT_SESSION,
  log,
  emailVerification,
  passwords = scryptPasswords,
}: AuthOptions) {
  const secure = appUrl.startsWith("https://");
  return betterAuth({
    appName: productName,
    logger: {
      // better-auth's default threshold; our logger's level filters further.
      level: "warn",
      log: (level, message, ...args) => writeAuthLog(log ?? consoleAuthLog, level, message, args),
    },
    baseURL: appUrl,
    basePath: "/api/identity",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // TOTP and backup codes (docs/decisions/0029): a password sign-in of an account with a confirmed
    // authenticator answers a 10-minute challenge cookie instead of a session; the code opens it.
    plugins: [
      twoFactor({
        issuer: productName,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
      }),
      sessionOpener(),
    ],
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, password: passwords },
    // Our routes make the calls (ADR 0002): our service makes the tokens and writes the links (to our
    // /verify-email page) in its own transactions; better-auth checks them. No session opened by a link.
    ...(emailVerification
      ? {
          emailVerification: {
            sendOnSignUp: false,
            autoSignInAfterVerification: false,
            expiresIn: emailVerification.expiresInSeconds,
            beforeEmailVerification: (user: { id: string; email: string }) => emailVerification.beforeVerify(user),
          },
        }
      : {}),
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "member" },
        teamId: { type: "string", input: false, required: false },
        onboardingCompleted: { type: "boolean", input: false, defaultValue: false },
        hasSeenOnboarding: { type: "boolean", input: false, defaultValue: false },
        jobTitle: { type: "string", required: false },
        department: { type: "string", required: false },
        roleFromGroups: { type: "boolean", input: false, defaultValue: false },
        // Kept by the database (a trigger on passkeys); read with the session's user.
        passkeyCount: { type: "number", input: false, defaultValue: 0 },
      },
    },
    session: {
      // How it was opened (lib/session-opener.ts passes "sso"): requiring single sign-on ends the rest.
      additionalFields: { signInMethod: { type: "string", input: false, defaultValue: "password" } },
      expiresIn: session.idleSeconds,
      // Re-issue often enough that the idle timeout is effectively sliding, rarely enough to spare writes.
      updateAge: Math.max(60, Math.min(15 * 60, Math.floor(session.idleSeconds / 4))),
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    trustedOrigins: [appUrl],
    advanced: {
      cookiePrefix: cookiePrefix(appUrl),
      // better-auth would prefix `__Secure-`; `__Host-` is stricter, so the prefix is ours and Secure set here.
      useSecureCookies: false,
      defaultCookieAttributes: { secure, path: "/" },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
