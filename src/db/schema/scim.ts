/**
 * SCIM provisioning links (RFC 7643 section 3.1: `id` and `externalId`): which people a team's
 * identity provider provisioned, with the provider's own id for them. The link outlives the person's
 * membership, so a deactivated user (`active: false`, out of the team) still answers with its id.
 * Owned by the scim module.
 */
import { sql } from "drizzle-orm";
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const scimUsers = pgTable(
  "scim_users",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex("scim_users_team_external_id_unique")
      .on(t.teamId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);
