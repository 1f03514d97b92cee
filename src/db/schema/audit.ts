/**
 * Audit events: append-only (a trigger in migration 0001 refuses UPDATE and DELETE).
 * Written in the same transaction as the change they record (docs/product.md "Audit").
 */
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid("team_id"),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_team_created_idx").on(t.teamId, t.createdAt),
    // The audit log pages newest first by id within a team (WHERE team_id = ? AND id < cursor
    // ORDER BY id DESC LIMIT n): one backward range scan of this index per page.
    index("audit_events_team_id_idx").on(t.teamId, t.id),
  ],
);
