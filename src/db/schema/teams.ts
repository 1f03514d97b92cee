/** Teams are the tenant (DESIGN.md "Tenancy and roles"); time zone is IANA, hours are local minutes. */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    companyName: text("company_name").notNull(),
    timeZone: text("time_zone").notNull().default("America/New_York"),
    businessStartMinute: integer("business_start_minute").notNull().default(420),
    businessEndMinute: integer("business_end_minute").notNull().default(1200),
    maxBookingMinutes: integer("max_booking_minutes").notNull().default(720),
    status: text("status").notNull().default("trial"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "teams_business_hours_check",
      sql`${t.businessStartMinute} >= 0 and ${t.businessEndMinute} <= 1440 and ${t.businessStartMinute} < ${t.businessEndMinute}`,
    ),
    check("teams_status_check", sql`${t.status} in ('trial', 'active', 'suspended')`),
  ],
);
