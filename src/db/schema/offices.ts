/** Offices: bookable spaces of one team (docs/product.md "Spaces and seats"). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { OFFICE_KINDS } from "#shared/schemas/office.ts";
import { floors } from "./sites.ts";
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
    /** desk, room or shared_area; a shared area is the one kind whose seats are booked one by one. */
    kind: text("kind", { enum: OFFICE_KINDS }).notNull(),
    /** The floor the office is on; an insert without one lands on the team's unnamed site and floor. */
    floorId: uuid("floor_id").notNull(),
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
    index("offices_floor_id_idx").on(t.floorId),
    uniqueIndex("offices_team_name_idx").on(t.teamId, sql`lower(${t.name})`),
    unique("offices_id_team_id_key").on(t.id, t.teamId),
    uniqueIndex("offices_check_in_code_idx").on(t.checkInCode),
    index("offices_team_id_idx").on(t.teamId),
  ],
);
