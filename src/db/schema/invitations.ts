/** Invitations: single use, expiring, code stored as a SHA-256 hash (docs/product.md "Invitations"). */

import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INVITABLE_ROLES } from "#shared/roles.ts";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: INVITABLE_ROLES }).notNull().default("member"),
    codeHash: text("code_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitations_team_id_idx").on(t.teamId)],
);
