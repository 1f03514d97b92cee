/**
 * The one path every change takes (docs/architecture.md "Events and subscribers"; docs/product.md
 * "Audit", "Events and real time"). Call it with the transaction that makes the change: it writes the audit
 * row (append-only), the domain event (team-scoped, ever-increasing `seq`) and `pg_notify`s the
 * event's seq on EVENTS_CHANNEL. PostgreSQL delivers the notification only when the transaction
 * commits, and to every listening instance; a rollback takes audit, event and notification with it.
 * Subscribers (mail, notifications, real time, analytics) react to events; services never send.
 *
 * An event's `created_at` is the moment it is recorded (`clock_timestamp()`: after the change's own
 * writes, moments before commit; only in-transaction subscribers such as the outbox write after it),
 * not the transaction's start (`now()`). A booking that waited on a lock or a busy CPU happened when
 * it was made, and real-time delivery (the `at` of each socket message) is timed from it.
 */
import { type SQL, sql } from "drizzle-orm";
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
  /**
   * The change's own write, not yet sent (an INSERT, UPDATE or DELETE without RETURNING): sent in
   * the same statement as the audit row and the event, so the change and its record cost one round
   * trip. Its error (a constraint's, say) fails the statement, and the record with it.
   * `recordChange` only; never stored.
   */
  write?: SQL;
}

/** A JSON value as a jsonb parameter; undefined and null stay SQL NULL. */
function jsonParam(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/**
 * Records `change` in `tx`; returns the event's seq. Never holds secrets in before/after (audit is
 * forever). One statement, one round trip: every write in a WITH runs to completion whether or not
 * the outer query reads it, so the audit row, the event and the notification stand or fall together.
 */
export async function recordChange(tx: Executor, change: Change): Promise<number> {
  const before = change.before ?? null;
  const after = change.after ?? null;
  const payload = JSON.stringify({ before, after, ...(change.data ?? {}) });
  // The write runs to completion before the statement returns, in the statement's snapshot; the
  // audit and event rows do not read it, so the order within the WITH does not matter.
  const write = change.write ? sql`written as (${change.write}), ` : sql``;
  const result = await tx.execute<{ seq: string | number }>(sql`
    with ${write}audit as (
      insert into ${auditEvents} (team_id, actor_id, action, target_type, target_id, before, after, ip)
      values (${change.teamId}::uuid, ${change.actorId}, ${change.action}, ${change.targetType},
              ${change.targetId}, ${jsonParam(before)}::jsonb, ${jsonParam(after)}::jsonb, ${change.ip ?? null})
    ), event as (
      insert into ${events} (team_id, type, actor_id, subject_type, subject_id, payload, created_at)
      values (${change.teamId}::uuid, ${change.action}, ${change.actorId}, ${change.targetType},
              ${change.targetId}, ${payload}::jsonb, clock_timestamp())
      returning seq
    )
    select seq, pg_notify(${EVENTS_CHANNEL}, seq::text) from event`);
  return Number(result.rows[0].seq);
}

/**
 * Records many changes in `tx` in ONE statement (a series' bookings): their audit rows,
 * events (seqs rising in the order given) and notifications, as `recordChange` does for one. Returns
 * the seqs in that order; [] for none.
 */
export async function recordChanges(tx: Executor, changes: readonly Change[]): Promise<number[]> {
  if (changes.length === 0) return [];
  if (changes.some((change) => change.write)) throw new Error("recordChanges takes no write; send it first");
  const rows = changes.map((change, ord) => {
    const before = change.before ?? null;
    const after = change.after ?? null;
    return {
      ord,
      team_id: change.teamId,
      actor_id: change.actorId,
      action: change.action,
      target_type: change.targetType,
      target_id: change.targetId,
      before,
      after,
      ip: change.ip ?? null,
      payload: { before, after, ...(change.data ?? {}) },
    };
  });
  const result = await tx.execute<{ seq: string | number }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        ord int, team_id uuid, actor_id text, action text, target_type text, target_id text,
        before jsonb, after jsonb, ip text, payload jsonb)
    ), audit as (
      insert into ${auditEvents} (team_id, actor_id, action, target_type, target_id, before, after, ip)
      select team_id, actor_id, action, target_type, target_id, before, after, ip from input order by ord
    ), event as (
      insert into ${events} (team_id, type, actor_id, subject_type, subject_id, payload, created_at)
      select team_id, action, actor_id, target_type, target_id, payload, clock_timestamp() from input order by ord
      returning seq
    )
    select seq, pg_notify(${EVENTS_CHANNEL}, seq::text) from event order by seq`);
  return result.rows.map((row) => Number(row.seq));
}
