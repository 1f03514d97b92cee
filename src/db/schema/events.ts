/**
 * Domain events: one row per change, written by `recordChange` in the change's transaction beside
 * the audit row (docs/architecture.md "Events and subscribers"). `seq` rises with every event;
 * `tx_id` lets a reader take only events whose transactions can no longer commit behind it
 * (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`), so catching up by `seq` never skips one.
 */
import { sql } from "drizzle-orm";
import { bigint, customType, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** PostgreSQL's 64-bit transaction id (xid8); read as a decimal string. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

export const events = pgTable(
  "events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The team the event belongs to; null for platform events. */
    teamId: uuid("team_id"),
    /** What happened, e.g. "booking.created" (the audit action). */
    type: text("type").notNull(),
    actorId: text("actor_id"),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    payload: jsonb("payload").notNull().default({}),
    txId: xid8("tx_id").notNull().default(sql`pg_current_xact_id()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A team's events in the feed's order: its catch-up, and each webhook endpoint's position.
    index("events_team_tx_seq_idx").on(t.teamId, t.txId, t.seq),
    // The feed's cursor order (src/server/lib/event-feed.ts).
    index("events_tx_seq_idx").on(t.txId, t.seq),
  ],
);
