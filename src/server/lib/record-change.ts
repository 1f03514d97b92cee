/**
 * The one path every change takes (ARCHITECTURE.md "One request, one way through"; DESIGN.md
 * "Events and real time"). Call it with the transaction that makes the change: it writes the audit
 * row (append-only), the domain event (team-scoped, ever-increasing `seq`) and `pg_notify`s the
 * event's seq on EVENTS_CHANNEL. PostgreSQL delivers the notification only when the transaction
 * commits, and to every listening instance; a rollback takes audit, event and notification with it.
 * Subscribers (mail, notifications, real time, analytics) react to events; services never send.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { auditEvents, events } from "#db/schema/index.ts";

/** The LISTEN/NOTIFY channel carrying new event seqs. */
export const EVENTS_CHANNEL = "officely_events";

export interface Change {
  /** The tenant; null for platform-level changes. */
  teamId: string | null;
  actorId: string | null;
  /** What happened, `<subject>.<verb>` in the past tense, e.g. "booking.created". */
  action: string;
  targetType: string;
  targetId: string | null;
  /** The subject as the API presented it before and after the change. */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /** What subscribers need beyond before/after (e.g. an invitation's one-time link for its e-mail). */
  data?: Record<string, unknown>;
}

/** Records `change` in `tx`; returns the event's seq. Never holds secrets in before/after (audit is forever). */
export async function recordChange(tx: Executor, change: Change): Promise<number> {
  await tx.insert(auditEvents).values({
    teamId: change.teamId,
    actorId: change.actorId,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
    ip: change.ip ?? null,
  });
  const [event] = await tx
    .insert(events)
    .values({
      teamId: change.teamId,
      type: change.action,
      actorId: change.actorId,
      subjectType: change.targetType,
      subjectId: change.targetId,
      payload: { before: change.before ?? null, after: change.after ?? null, ...(change.data ?? {}) },
    })
    .returning({ seq: events.seq });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(event.seq)})`);
  return event.seq;
}
