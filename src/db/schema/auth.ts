/**
 * Identity tables used by better-auth (user, session, account, verification models),
 * plus the product's own user fields (role, team, onboarding flags).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#shared/roles.ts";
import { teams } from "./teams.ts";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: ROLES }).notNull().default("member"),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
    hasSeenOnboarding: boolean("has_seen_onboarding").notNull().default(false),
    jobTitle: text("job_title"),
    department: text("department"),
    /** Display preferences (src/shared/schemas/preferences.ts); missing keys take their defaults. */
    preferences: jsonb("preferences").notNull().default({}),
    /** Sign-in asks for a second factor (better-auth's twoFactor plugin; docs/decisions/0029). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /**
     * How many passkeys the person has, kept by a trigger on passkeys (migration 0032): a passkey is
     * a second factor for the two-factor policies (docs/decisions/0029), read with the user row.
     */
    passkeyCount: integer("passkey_count").notNull().default(0),
    /** The role came from the member's groups (docs/product.md "Groups"), not from an admin's choice. */
    roleFromGroups: boolean("role_from_groups").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The team's members in name order (the members list's default and its keyset pages), and every
  // lookup by team through its first column.
  (t) => [
    index("users_team_name_idx").on(t.teamId, sql`lower(${t.name})`, t.id.desc().nullsFirst()),
    // The team's admins (the team entry names them; a role change counts them): a few rows, not a
    // scan of the team. membership.repository.ts writes its predicate as literals to match.
    index("users_team_admins_idx").on(t.teamId, t.name, t.id).where(sql`${t.role} in ('team_admin', 'admin')`),
    // Member searches match a fragment anywhere (ILIKE '%q%', members.repository.ts and the super
    // admin's users): trigram indexes find the few matches without reading every member.
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_job_title_trgm_idx").using("gin", t.jobTitle.op("gin_trgm_ops")),
    index("users_department_trgm_idx").using("gin", t.department.op("gin_trgm_ops")),
    // The few members of a team who keep their name from colleagues (docs/product.md "Who booked"),
    // read on every calendar a member opens: found without reading the team's other members.
    index("users_hide_name_idx").on(t.teamId, t.id).where(sql`${t.preferences} @> '{"hideMyName": true}'`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** How the session was opened: "password" (a second factor included), "passkey" or "sso" (docs/product.md "Single sign-on"). */
    signInMethod: text("sign_in_method").notNull().default("password"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's authenticator (TOTP) secret and backup codes, both encrypted with the app's secret by
 * better-auth's twoFactor plugin, which reads and writes this table (docs/decisions/0029). `verified`
 * is false between setup and the first correct code; the failure count and lock are the plugin's
 * per-account limit on wrong codes at sign-in.
 */
export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Authenticator codes already accepted, kept while they would still verify (RFC 6238 section 5.2: a
 * code is never accepted twice). modules/auth/two-factor.repository.ts claims and prunes them.
 */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * A person's passkeys (WebAuthn credentials, docs/product.md "Passkeys"): the credential's id and
 * public key as @simplewebauthn/server verified them at registration, its signature counter, and
 * where it may live. Owned by the auth module.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    /** "singleDevice" or "multiDevice" (synced), and whether it is backed up. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);
