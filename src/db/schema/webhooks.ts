/**
 * Webhooks (docs/product.md "Webhooks"), owned by the webhooks module. An endpoint keeps its
 * position in the team's events (`cursor_tx_id`, `cursor_seq`: lib/event-feed.ts explains why a
 * position is both), from which its deliveries are made; a delivery keeps its own copy of the body,
 * so it can be sent again after the event is pruned. The signing secret is stored sealed
 * (lib/secret-box.ts), never in the clear.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { WEBHOOK_DELIVERY_STATUSES } from "#shared/schemas/webhooks.ts";
import { users } from "./auth.ts";
import { teams } from "./teams.ts";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: text("event_types").array().notNull(),
    secretSealed: text("secret_sealed").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    /** The last event read: (transaction id as decimal text, seq). */
    cursorTxId: text("cursor_tx_id").notNull().default("0"),
    cursorSeq: bigint("cursor_seq", { mode: "number" }).notNull().default(0),
    /**
     * When it was made or last turned on: events recorded before then are not sent. The cursor alone
     * cannot say it, since it starts at the newest settled event, which an unrelated open transaction
     * can hold behind events already committed.
     */
    resumedAt: timestamp("resumed_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_endpoints_team_idx").on(t.teamId, t.createdAt),
    check("webhook_endpoints_url_length", sql`char_length(${t.url}) between 1 and 2000`),
  ],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").notNull(),
    eventSeq: bigint("event_seq", { mode: "number" }).notNull(),
    eventType: text("event_type").notNull(),
    /** What the event is about (a booking's id): deliveries of one subject go out in order. */
    subjectId: text("subject_id"),
    payload: text("payload").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    lastDurationMs: integer("last_duration_ms"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An endpoint's waiting deliveries in event order: a claim reads them in that order and stops at
    // its batch, however long the backlog.
    index("webhook_deliveries_due_idx").on(t.endpointId, t.eventSeq).where(sql`${t.status} = 'pending'`),
    // The claim's "no earlier pending delivery of the same subject" test.
    index("webhook_deliveries_subject_idx")
      .on(t.endpointId, t.subjectId, t.eventSeq)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_log_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_created_idx").on(t.createdAt),
  ],
);
