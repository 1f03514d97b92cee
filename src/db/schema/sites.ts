/**
 * Sites (buildings) and their floors, which hold a team's offices (docs/product.md "Sites and
 * floors"). Owned by the sites module. A null name is the unnamed site or floor: where an office
 * saved without a building or floor sits, at most one per team and per site. Composite keys keep a
 * floor inside its site's team, and an office on a floor of its own team.
 */
import { sql } from "drizzle-orm";
import {
  check,
  customType,
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { FLOOR_PLAN_TYPES } from "#shared/schemas/site.ts";
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
