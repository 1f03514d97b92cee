/**
 * Sites (buildings) and their floors, which hold a team's offices (docs/product.md "Sites and
 * floors"). Owned by the sites module. A null name is the unnamed site or floor: where an office
 * saved without a building or floor sits, at most one per team and per site. Composite keys keep a
 * floor inside its site's team, and an office on a floor of its own team.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_MODES } from "#shared/schemas/neighbourhood.ts";
import { FLOOR_PLAN_TYPES } from "#shared/schemas/site.ts";
import { groups } from "./groups.ts";
import { teams } from "./teams.ts";

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name"),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("sites_id_team_id_key").on(t.id, t.teamId),
    // One site per name, case aside, and one unnamed site, per team.
    uniqueIndex("sites_team_name_idx").on(t.teamId, sql`lower(coalesce(${t.name}, ''))`),
    check("sites_name_length", sql`${t.name} is null or char_length(${t.name}) between 1 and 120`),
  ],
);

export const floors = pgTable(
  "floors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").notNull(),
    siteId: uuid("site_id").notNull(),
    name: text("name"),
    /** Where the floor sorts in its site: 0 the ground floor, negative below it. */
    level: integer("level").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.siteId, t.teamId], foreignColumns: [sites.id, sites.teamId] }).onDelete("cascade"),
    unique("floors_id_team_id_key").on(t.id, t.teamId),
    uniqueIndex("floors_site_name_idx").on(t.siteId, sql`lower(coalesce(${t.name}, ''))`),
    check("floors_name_length", sql`${t.name} is null or char_length(${t.name}) between 1 and 40`),
    check("floors_level_range", sql`${t.level} between -20 and 200`),
  ],
);

/** PostgreSQL bytea: node-postgres answers a Buffer, PGlite a Uint8Array (a Buffer is one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A floor's plan: the image an admin uploaded (an SVG already sanitised, or a PNG, JPEG or WebP)
 * with its size in the image's own units, on which the floor's offices are placed
 * (docs/product.md "Floor plans"). One per floor; it goes with its floor.
 */
export const floorPlans = pgTable(
  "floor_plans",
  {
    floorId: uuid("floor_id").primaryKey(),
    teamId: uuid("team_id").notNull(),
    mediaType: text("media_type", { enum: FLOOR_PLAN_TYPES }).notNull(),
    content: bytea("content").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.floorId, t.teamId], foreignColumns: [floors.id, floors.teamId] }).onDelete("cascade"),
    check("floor_plans_size", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * A neighbourhood: a named area of a floor whose offices have rules of their own (docs/product.md
 * "Neighbourhoods"). Who may book: when `restricted`, members of `allowed_roles` or of its groups
 * (neighbourhood_groups); else everyone. The composite keys keep it on a floor of its team, and an office in one of its
 * own floor's neighbourhoods.
 */
export const neighbourhoods = pgTable(
  "neighbourhoods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").notNull(),
    floorId: uuid("floor_id").notNull(),
    name: text("name").notNull(),
    allowedRoles: text("allowed_roles").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Whether it keeps its offices to its roles and groups: set when saved with any. A group that is
     * later removed leaves it kept to the rest (or to nobody), never open to everyone.
     */
    restricted: boolean("restricted").notNull().default(false),
    bookingMode: text("booking_mode", { enum: BOOKING_MODES }).notNull().default("any"),
    maxBookingMinutes: integer("max_booking_minutes"),
    horizonDays: integer("horizon_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "neighbourhoods_floor_fk",
      columns: [t.floorId, t.teamId],
      foreignColumns: [floors.id, floors.teamId],
    }).onDelete("cascade"),
    unique("neighbourhoods_id_team_id_key").on(t.id, t.teamId),
    unique("neighbourhoods_id_floor_id_key").on(t.id, t.floorId),
    uniqueIndex("neighbourhoods_floor_name_idx").on(t.floorId, sql`lower(${t.name})`),
    check("neighbourhoods_name_length", sql`char_length(${t.name}) between 1 and 120`),
    check(
      "neighbourhoods_allowed_roles_check",
      sql`${t.allowedRoles} <@ array['member', 'team_manager', 'team_admin']::text[]`,
    ),
    check(
      "neighbourhoods_rules_check",
      sql`(${t.maxBookingMinutes} is null or (${t.maxBookingMinutes} between 15 and 1440 and ${t.maxBookingMinutes} % 15 = 0))
        and (${t.horizonDays} is null or ${t.horizonDays} between 1 and 365)`,
    ),
  ],
);

/** The groups whose members may book a neighbourhood's offices; it and the group are of one team. */
export const neighbourhoodGroups = pgTable(
  "neighbourhood_groups",
  {
    neighbourhoodId: uuid("neighbourhood_id").notNull(),
    teamId: uuid("team_id").notNull(),
    groupId: uuid("group_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.neighbourhoodId, t.groupId] }),
    foreignKey({
      name: "neighbourhood_groups_neighbourhood_fk",
      columns: [t.neighbourhoodId, t.teamId],
      foreignColumns: [neighbourhoods.id, neighbourhoods.teamId],
    }).onDelete("cascade"),
    foreignKey({
      name: "neighbourhood_groups_group_fk",
      columns: [t.groupId, t.teamId],
      foreignColumns: [groups.id, groups.teamId],
    }).onDelete("cascade"),
  ],
);
