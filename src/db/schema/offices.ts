/** Offices: bookable spaces of one team (docs/product.md "Spaces and seats"). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { OFFICE_KINDS } from "#shared/schemas/office.ts";
import { users } from "./auth.ts";
import { floors, neighbourhoods } from "./sites.ts";
import { teams } from "./teams.ts";

export const offices = pgTable(
  "offices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    capacity: integer("capacity").notNull(),
    isShared: boolean("is_shared").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    equipment: text("equipment").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The free-text building and floor offices had before sites and floors (migration 0033 made
     * those of them): no longer read or written, kept while the previous release may still run
     * beside this one (docs/deploy.md "Zero-downtime restarts"); a later release drops them.
     */
    building: text("building"),
    floor: text("floor"),
    /** desk, room or shared_area; a shared area is the one kind whose seats are booked one by one. */
    kind: text("kind", { enum: OFFICE_KINDS }).notNull(),
    /** The floor the office is on; an insert without one lands on the team's unnamed site and floor. */
    floorId: uuid("floor_id").notNull(),
    /**
     * Where the office is on its floor's plan, as fractions of the plan's width and height from its
     * top left corner: a desk's marker at (x, y); a room's rectangle also has a width and height.
     * Null when not placed. The checks keep it on the plan.
     */
    planX: doublePrecision("plan_x"),
    planY: doublePrecision("plan_y"),
    planWidth: doublePrecision("plan_width"),
    planHeight: doublePrecision("plan_height"),
    /** The neighbourhood of its floor whose rules it follows (docs/product.md "Neighbourhoods"), if any. */
    neighbourhoodId: uuid("neighbourhood_id"),
    /**
     * The member a desk is assigned to (docs/product.md "Assigned desks"): theirs every day but the
     * days they release. Only a desk; an assignee who left the team no longer holds it (reads join
     * the user of the office's team).
     */
    assignedUserId: text("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The code in the office's check-in QR link (/check-in/{code}): 16 random hex digits,
     * unique across the installation; only managers of the team read it (GET .../check-in-code).
     */
    checkInCode: text("check_in_code").notNull().default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("offices_capacity_check", sql`${t.capacity} between 1 and 500`),
    check(
      "offices_kind_check",
      sql`${t.kind} in ('desk', 'room', 'shared_area') and (${t.kind} = 'shared_area') = ${t.isShared} and (${t.kind} <> 'desk' or ${t.capacity} = 1)`,
    ),
    foreignKey({ columns: [t.floorId, t.teamId], foreignColumns: [floors.id, floors.teamId] }),
    // In a neighbourhood of its own floor: a move to another floor leaves it (offices.service).
    foreignKey({
      name: "offices_neighbourhood_floor_fk",
      columns: [t.neighbourhoodId, t.floorId],
      foreignColumns: [neighbourhoods.id, neighbourhoods.floorId],
    }),
    index("offices_neighbourhood_id_idx").on(t.neighbourhoodId),
    check("offices_assigned_desk_check", sql`${t.assignedUserId} is null or ${t.kind} = 'desk'`),
    index("offices_assigned_user_id_idx").on(t.assignedUserId),
    check(
      "offices_plan_position_check",
      sql`(${t.planX} is null) = (${t.planY} is null)
        and (${t.planWidth} is null) = (${t.planHeight} is null)
        and (${t.planWidth} is null or ${t.planX} is not null)
        and (${t.planX} is null or (${t.planX} between 0 and 1 and ${t.planY} between 0 and 1))
        and (${t.planWidth} is null or (${t.planWidth} > 0 and ${t.planHeight} > 0
          and ${t.planX} + ${t.planWidth} <= 1 and ${t.planY} + ${t.planHeight} <= 1))`,
    ),
    index("offices_floor_id_idx").on(t.floorId),
    uniqueIndex("offices_team_name_idx").on(t.teamId, sql`lower(${t.name})`),
    unique("offices_id_team_id_key").on(t.id, t.teamId),
    uniqueIndex("offices_check_in_code_idx").on(t.checkInCode),
    index("offices_team_id_idx").on(t.teamId),
  ],
);

/**
 * The days the holder of an assigned desk gave it up (docs/product.md "Assigned desks"): on a
 * released local date (the team's zone) anyone may book it. Removed with the office, and by the
 * offices service when the desk changes hands.
 */
export const deskReleases = pgTable(
  "desk_releases",
  {
    officeId: uuid("office_id").notNull(),
    teamId: uuid("team_id").notNull(),
    date: date("date").notNull(),
    releasedBy: text("released_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.officeId, t.date] }),
    foreignKey({
      name: "desk_releases_office_fk",
      columns: [t.officeId, t.teamId],
      foreignColumns: [offices.id, offices.teamId],
    }).onDelete("cascade"),
  ],
);
