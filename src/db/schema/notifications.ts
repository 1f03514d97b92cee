/**
 * In-app notifications and each user's notification preferences (docs/product.md
 * "Notifications and e-mail"). Owned by the notifications module. `notification_marks` records
 * time-driven work done once (a booking's reminder): its primary key makes a second instance's
 * attempt a no-op.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Channels, NotificationKind } from "#shared/schemas/notification.ts";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    message: text("message").notNull(),
    link: text("link"),
    bookingId: uuid("booking_id"),
    /** The event (events.seq) that caused it. */
    eventSeq: bigint("event_seq", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    reminderLeadMinutes: integer("reminder_lead_minutes").notNull().default(15),
    /** Channels per kind; kinds missing here take their defaults (shared/schemas/notification.ts). */
    kinds: jsonb("kinds").$type<Partial<Record<NotificationKind, Channels>>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("notification_preferences_lead_check", sql`${t.reminderLeadMinutes} in (5, 15, 30, 60)`)],
);

export const notificationMarks = pgTable("notification_marks", {
  /** What was done, e.g. `reminder:<booking id>:<start ISO>`. */
  key: text("key").primaryKey(),
  teamId: uuid("team_id")
    .notNull()
    .references(() => teams.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's private calendar feed: `/api/calendar/{token}.ics` lists their upcoming
 * bookings. Only the token's SHA-256 is stored; regenerating replaces it, revoking deletes the row.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  teamId: uuid("team_id")
    .notNull()
    .references(() => teams.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
