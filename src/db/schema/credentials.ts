/**
 * Credentials: hashed, scoped, revocable bearer tokens. A team's (the SCIM token) act for the team;
 * a personal API token (`user_id` set) acts as the person who made it, within its scopes and their
 * role (docs/product.md "API tokens"). Owned by the credentials module. Only
 * the token's SHA-256 hash is stored (the token is 32 random bytes, so a fast hash is enough: there
 * is nothing to guess), with its last four characters for people to tell tokens apart.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CREDENTIAL_KINDS } from "#shared/schemas/credentials.ts";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const credentials = pgTable(
  "credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CREDENTIAL_KINDS }).notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The token's last four characters, shown beside its name. */
    tokenHint: text("token_hint").notNull(),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    /** Whom a personal token acts as; null for a team's credential. Leaving the account ends its tokens. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * How the session that made a personal token was signed in ("password", "passkey", "sso"): the
     * token meets a two-factor requirement as that session did (src/shared/two-factor.ts).
     */
    signInMethod: text("sign_in_method"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("credentials_team_kind_idx").on(t.teamId, t.kind, t.createdAt),
    index("credentials_user_kind_idx").on(t.userId, t.kind, t.createdAt),
    check("credentials_name_length", sql`char_length(${t.name}) between 1 and 100`),
    check("credentials_personal_has_user", sql`(${t.kind} = 'personal') = (${t.userId} is not null)`),
  ],
);
