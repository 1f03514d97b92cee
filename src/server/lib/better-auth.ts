/**
 * The better-auth instance: passwords (scrypt), sessions in the database, HttpOnly SameSite=Lax
 * cookies (Secure when APP_URL is https). Its HTTP handler is not mounted: the spec's routes
 * (/api/login, /api/auth/signup, ...) call `auth.api` directly.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../../db/client.ts";
import { accounts, sessions, users, verifications } from "../../db/schema/index.ts";

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  productName: string;
}

export function createAuth({ db, secret, appUrl, productName }: AuthOptions) {
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
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    trustedOrigins: [appUrl],
    advanced: {
      cookiePrefix: "officely",
      useSecureCookies: appUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
