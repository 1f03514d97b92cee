/**
 * The better-auth instance: passwords (scrypt), sessions in the database, HttpOnly SameSite=Lax
 * cookies; when APP_URL is https they are Secure and named with the `__Host-` prefix (no Domain,
 * Path=/, so no sibling host can set or shadow them). Sessions slide: better-auth's `expiresIn` is the
 * idle timeout and the session (and its cookie) is extended at most every `updateAge`; the absolute
 * lifetime is enforced by plugins/session.ts. Its HTTP handler is not mounted: the spec's routes
 * (/api/login, /api/auth/signup, ...) call `auth.api` directly.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "#db/client.ts";
import { accounts, sessions, users, verifications } from "#db/schema/index.ts";

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  productName: string;
  /** Idle timeout (sliding) and absolute lifetime, in seconds. */
  session?: { idleSeconds: number; maxSeconds: number };
}

const DEFAULT_SESSION = { idleSeconds: 12 * 60 * 60, maxSeconds: 30 * 24 * 60 * 60 };

/** The session cookie's name for an app URL (`__Host-` prefixed when served over https). */
export function sessionCookieName(appUrl: string): string {
  return `${cookiePrefix(appUrl)}.session_token`;
}

function cookiePrefix(appUrl: string): string {
  return appUrl.startsWith("https://") ? "__Host-officely" : "officely";
}

export function createAuth({ db, secret, appUrl, productName, session = DEFAULT_SESSION }: AuthOptions) {
  const secure = appUrl.startsWith("https://");
  return betterAuth({
    appName: productName,
    baseURL: appUrl,
    basePath: "/api/identity",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "member" },
        teamId: { type: "string", input: false, required: false },
        onboardingCompleted: { type: "boolean", input: false, defaultValue: false },
        hasSeenOnboarding: { type: "boolean", input: false, defaultValue: false },
        jobTitle: { type: "string", required: false },
        department: { type: "string", required: false },
      },
    },
    session: {
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
