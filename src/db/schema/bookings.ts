/**
 * Bookings and their seat allocation. A booking holds seats [seat_from, seat_to) of its office for
 * [start_at, end_at); seat_to NULL means every seat (the whole office). The exclusion constraint
 * `bookings_no_overlap` (custom migration 0001) makes two live bookings holding one seat at one
 * instant impossible (docs/product.md "Spaces and seats"). A live booking is `confirmed`;
 * check-in is `checked_in_at`, never a status.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "#shared/constants.ts";
import { users } from "./auth.ts";
import { offices } from "./offices.ts";
import { series } from "./series.ts";
import { teams } from "./teams.ts";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    officeId: uuid("office_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    seatFrom: integer("seat_from").notNull().default(1),
    seatTo: integer("seat_to"),
    purpose: text("purpose"),
    /** The series this booking is an occurrence of (issue "Recurring bookings"); null for a single booking. */
    seriesId: uuid("series_id"),
    /** The series date (team zone) this occurrence stands for, kept when the occurrence is moved. */
    occurrenceDate: date("occurrence_date"),
    /** A live booking stays `confirmed` when checked in, so it stays under the exclusion constraint. */
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    equipment: text("equipment").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    foreignKey({
      name: "bookings_office_team_fk",
      columns: [t.officeId, t.teamId],
      foreignColumns: [offices.id, offices.teamId],
    }).onDelete("cascade"),
    check("bookings_time_order_check", sql`${t.endAt} > ${t.startAt}`),
    check("bookings_seats_check", sql`${t.seatFrom} >= 1 and (${t.seatTo} is null or ${t.seatTo} > ${t.seatFrom})`),
    check("bookings_status_check", sql`${t.status} in ('confirmed', 'cancelled', 'released')`),
    index("bookings_team_start_idx").on(t.teamId, t.startAt),
    index("bookings_user_start_idx").on(t.userId, t.startAt),
    index("bookings_office_start_idx").on(t.officeId, t.startAt),
    // A series' live occurrences to come (the series list's next date and count) read from the index
    // alone; reads of every occurrence of a series use bookings_series_occurrence_idx below.
    index("bookings_series_live_idx")
      .on(t.seriesId, t.endAt, t.occurrenceDate, t.teamId)
      .where(sql`${t.status} = 'confirmed' and ${t.seriesId} is not null`),
    check("bookings_occurrence_check", sql`(${t.seriesId} is null) = (${t.occurrenceDate} is null)`),
    // One booking row per date of a series (placed, moved or cancelled): the materialisation job can
    // never place a date twice, even with several instances. Created by migration 0007's SQL.
    uniqueIndex("bookings_series_occurrence_idx")
      .on(t.seriesId, t.occurrenceDate)
      .where(sql`${t.seriesId} IS NOT NULL`),
    foreignKey({
      name: "bookings_series_fk",
      columns: [t.seriesId],
      foreignColumns: [series.id],
    }).onDelete("cascade"),
  ],
);

/**
 * How many confirmed bookings each team holds, kept by statement triggers on `bookings` (custom SQL
 * in migration 0021), so the dashboard's total reads a few rows instead of counting the team's whole
 * history (docs/architecture.md "Module ownership": bookings owns it). A team's count is the sum of
 * its shards: each database session adds to the shard of its backend, so concurrent creates in one
 * team do not queue on one row.
 */
export const teamBookingCounts = pgTable(
  "team_booking_counts",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    shard: smallint("shard").notNull(),
    confirmed: bigint("confirmed", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.shard] })],
);

/**
 * The confirmed bookings of a team's active offices summed per (start, end) slot: how many, and the
 * seats they hold (a whole-office booking holds the office's capacity). Kept by triggers on
 * `bookings` and `offices` (custom SQL in migration 0027), so the month view's team-wide figures
 * read a few rows per day instead of every booking of six weeks (docs/decisions/0027). Sharded by
 * the writing session's backend, as `team_booking_counts`: a slot's total is the sum of its shards.
 */
export const teamSlotTotals = pgTable(
  "team_slot_totals",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    shard: smallint("shard").notNull(),
    bookings: bigint("bookings", { mode: "number" }).notNull().default(0),
    seats: bigint("seats", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.startAt, t.endAt, t.shard] })],
);
