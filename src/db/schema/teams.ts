/** Teams are the tenant (docs/product.md "Tenancy and roles"); time zone is IANA, hours are local minutes. */

import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { TEAM_STATUSES } from "#shared/constants.ts";
import { LANGUAGES } from "#shared/i18n.ts";
import type { ThemeConfig } from "#shared/theme.ts";
import { TWO_FACTOR_POLICIES } from "#shared/two-factor.ts";

export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    companyName: text("company_name").notNull(),
    /** "More about your company" of the larger registration (spec section 3); null when not given. */
    companyAddress: text("company_address"),
    /** One of COMPANY_SIZES; null for teams made by the simple sign-up. */
    companySize: text("company_size"),
    industry: text("industry"),
    /** Where invoices go, when it is not the creator's own address. */
    billingEmail: text("billing_email"),
    timeZone: text("time_zone").notNull().default("America/New_York"),
    businessStartMinute: integer("business_start_minute").notNull().default(420),
    businessEndMinute: integer("business_end_minute").notNull().default(1200),
    maxBookingMinutes: integer("max_booking_minutes").notNull().default(720),
    /** How many days ahead a booking may start (docs/product.md "Time": the team's booking rules). */
    bookingHorizonDays: integer("booking_horizon_days").notNull().default(365),
    /** Minimum minutes between now and a booking's start; 0 lets a member book the current slot. */
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(0),
    /** Most confirmed, not yet ended bookings a member may hold; null means no limit. */
    maxActiveBookings: integer("max_active_bookings"),
    /** First day of the week in the team's calendars: 0 Sunday ... 6 Saturday (date-fns `weekStartsOn`). */
    weekStartsOn: integer("week_starts_on").notNull().default(1),
    /**
     * The team's default language (one of LANGUAGES): what its members' e-mails are in until they
     * choose one, and what its invitees see first (docs/product.md "Languages").
     */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** Who must use two-factor authentication (src/shared/two-factor.ts). */
    twoFactorPolicy: text("two_factor_policy", { enum: TWO_FACTOR_POLICIES }).notNull().default("optional"),
    /**
     * Whether members see who holds a colleague's booking (docs/product.md "Who booked"); team
     * managers and admins always do.
     */
    showBookerNames: boolean("show_booker_names").notNull().default(true),
    checkInRequired: boolean("check_in_required").notNull().default(false),
    checkInGraceMinutes: integer("check_in_grace_minutes").notNull().default(15),
    /** The brand theme (spec "Theme config"); null until a team admin saves one. */
    theme: jsonb("theme").$type<ThemeConfig>(),
    themeUpdatedAt: timestamp("theme_updated_at", { withTimezone: true }),
    status: text("status", { enum: TEAM_STATUSES }).notNull().default("trial"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "teams_business_hours_check",
      sql`${t.businessStartMinute} >= 0 and ${t.businessEndMinute} <= 1440 and ${t.businessStartMinute} < ${t.businessEndMinute}`,
    ),
    check("teams_week_starts_on_check", sql`${t.weekStartsOn} between 0 and 6`),
    check("teams_language_check", sql`${t.language} in ('en', 'de', 'fr', 'es')`),
    check(
      "teams_policy_check",
      sql`${t.bookingHorizonDays} between 1 and 730 and ${t.minNoticeMinutes} between 0 and 10080 and (${t.maxActiveBookings} is null or ${t.maxActiveBookings} >= 1) and ${t.checkInGraceMinutes} between 0 and 240`,
    ),
    check("teams_two_factor_policy_check", sql`${t.twoFactorPolicy} in ('optional', 'admins', 'everyone')`),
    check("teams_status_check", sql`${t.status} in ('trial', 'active', 'suspended')`),
  ],
);
