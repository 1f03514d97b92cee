/**
 * Sign-in state the auth module keeps beside better-auth's tables: whether a super admin
 * has disabled a user's sign-in, when they last signed in, and password-reset tokens (stored as a
 * SHA-256 hash, single use, with an expiry; docs/product.md "Platform").
 */
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const signInStates = pgTable("sign_in_states", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Set while sign-in is disabled; null when the user may sign in. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  disabledBy: text("disabled_by"),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResets = pgTable(
  "password_resets",
  {
    /** SHA-256 (hex) of the token sent in the link; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId)],
);

/**
 * Progressive back-off of password sign-in per account (docs/operations.md "Sign-in limits"): keyed
 * by the SHA-256 (hex) of the normalised e-mail, so an address without an account is throttled
 * exactly like one with, and the table never holds the address itself.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    emailHash: text("email_hash").primaryKey(),
    /** Wrong passwords in a row since the last success or the back-off's reset. */
    failures: integer("failures").notNull().default(0),
    /** Until when password sign-in is refused for browsers this account has not signed in on. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_throttles_updated_at_idx").on(t.updatedAt)],
);
