/**
 * Recurring series, their skipped dates, and booking templates (docs/product.md
 * "Recurring bookings and templates"). Owned by the series module.
 *
 * A series is an RFC 5545 RRULE (without DTSTART) read from `start_date`, a local start minute and a
 * duration. The local time is floating: each date's start is `start_minute` on that date in the
 * team's zone at materialisation time, so 09:00 stays 09:00 across DST. Occurrences are real rows
 * in `bookings` (series_id, occurrence_date); a cancelled or moved occurrence is its booking row, a
 * cancelled range beyond the materialised dates is `excluded_dates`, and a date that could not be
 * placed is a `series_skips` row (so the job never retries it and the list can show it).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ErrorText } from "#shared/error-text.ts";
import { users } from "./auth.ts";
import { offices } from "./offices.ts";
import { teams } from "./teams.ts";

export const SERIES_STATUSES = ["active", "cancelled"] as const;

export const series = pgTable(
  "series",
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
    /** RRULE body without DTSTART, e.g. "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261219". */
    rrule: text("rrule").notNull(),
    /** DTSTART's local date (team zone). */
    startDate: date("start_date").notNull(),
    /** Local start, minutes after midnight in the team zone. */
    startMinute: integer("start_minute").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    purpose: text("purpose"),
    equipment: text("equipment").array().notNull().default(sql`'{}'::text[]`),
    wholeOffice: boolean("whole_office").notNull().default(false),
    /** Dates cancelled as a range before they were materialised (holidays); never placed. */
    excludedDates: date("excluded_dates").array().notNull().default(sql`'{}'::date[]`),
    /** Every date up to and including this one has been placed or skipped; null before the first run. */
    materialisedThrough: date("materialised_through"),
    status: text("status", { enum: SERIES_STATUSES }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "series_office_team_fk",
      columns: [t.officeId, t.teamId],
      foreignColumns: [offices.id, offices.teamId],
    }).onDelete("cascade"),
    check("series_start_minute_check", sql`${t.startMinute} >= 0 and ${t.startMinute} < 1440`),
    check("series_duration_check", sql`${t.durationMinutes} > 0`),
    check("series_status_check", sql`${t.status} in ('active', 'cancelled')`),
    // The series list pages newest first, the team's or one booker's (docs/architecture.md "Lists that page").
    index("series_team_created_idx").on(t.teamId, t.createdAt, t.id),
    index("series_team_user_created_idx").on(t.teamId, t.userId, t.createdAt, t.id),
    index("series_materialise_idx").on(t.materialisedThrough).where(sql`${t.status} = 'active'`),
  ],
);

/** A date of a series that could not be placed, and why (the spec's skipped report). */
export const seriesSkips = pgTable(
  "series_skips",
  {
    seriesId: uuid("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    occurrenceDate: date("occurrence_date").notNull(),
    reason: text("reason").notNull(),
    /** The sentence in English, as the API has always answered it. */
    message: text("message").notNull(),
    /**
     * The same sentence as the errors catalogue words it (id and values), so it is answered in the
     * reader's language; null for dates skipped before sentences were kept this way.
     */
    text: jsonb("text").$type<ErrorText>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.occurrenceDate] })],
);

/** A member's saved booking (office, local start, duration, purpose, equipment) under a name. */
export const bookingTemplates = pgTable(
  "booking_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    officeId: uuid("office_id").notNull(),
    startMinute: integer("start_minute").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    purpose: text("purpose"),
    equipment: text("equipment").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "booking_templates_office_team_fk",
      columns: [t.officeId, t.teamId],
      foreignColumns: [offices.id, offices.teamId],
    }).onDelete("cascade"),
    check("booking_templates_start_minute_check", sql`${t.startMinute} >= 0 and ${t.startMinute} < 1440`),
    check("booking_templates_duration_check", sql`${t.durationMinutes} > 0`),
    index("booking_templates_team_user_idx").on(t.teamId, t.userId),
  ],
);
