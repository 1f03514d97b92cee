/**
 * Groups: a team's named sets of members, made by an admin or provisioned over SCIM (and, with single
 * sign-on, from the identity provider's groups claim). A group may grant a role: a member in such
 * groups holds the highest role they grant (docs/product.md "Groups"). Owned by the groups module.
 * The composite key (group_id, team_id) keeps a membership inside the group's team.
 */
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { GROUP_ROLES, GROUP_SOURCES } from "#shared/schemas/groups.ts";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const groups = pgTable(
  "groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The identity provider's id of the group (SCIM `externalId`); null for groups made here. */
    externalId: text("external_id"),
    source: text("source", { enum: GROUP_SOURCES }).notNull(),
    /** The role membership grants; null grants none. */
    role: text("role", { enum: GROUP_ROLES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("groups_id_team_unique").on(t.id, t.teamId),
    uniqueIndex("groups_team_name_unique").on(t.teamId, sql`lower(${t.name})`),
    uniqueIndex("groups_team_external_id_unique").on(t.teamId, t.externalId).where(sql`${t.externalId} is not null`),
    check("groups_name_length", sql`char_length(${t.name}) between 1 and 200`),
  ],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid("group_id").notNull(),
    teamId: uuid("team_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    foreignKey({
      name: "group_members_group_team_fk",
      columns: [t.groupId, t.teamId],
      foreignColumns: [groups.id, groups.teamId],
    }).onDelete("cascade"),
    // A member's groups (their role, leaving the team) without scanning every group.
    index("group_members_user_idx").on(t.userId, t.teamId),
  ],
);
