/**
 * SQL of webhooks (the webhooks module owns webhook_endpoints and webhook_deliveries). Every
 * function a request reaches is scoped by team; the sender's claims run over every team, as the
 * outbox's do. It reads the events table (lib/event-feed.ts explains the settled cursor).
 */
import { and, asc, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { events, webhookDeliveries, webhookEndpoints } from "#db/schema/index.ts";
import type { EventCursor, FeedEvent } from "#server/lib/event-feed.ts";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(tx: Executor, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row;
}

/** The team's endpoints, oldest first. */
export async function listEndpoints(tx: Executor, teamId: string): Promise<EndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.teamId, teamId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** The team's endpoint `id`, locked for a change; null for none (another team's included). */
export async function lockEndpoint(tx: Executor, teamId: string, id: string): Promise<EndpointRow | null> {
  const rows = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)))
    .for("update");
  return rows[0] ?? null;
}

export async function updateEndpoint(
  tx: Executor,
  teamId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

/**
 * Moves the endpoint to `cursor` and stamps it resumed now, by the database's clock (which stamps
 * the events): it sends what happens from here on.
 */
export async function resumeEndpoint(tx: Executor, teamId: string, id: string, cursor: EventCursor): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ cursorTxId: cursor.txId, cursorSeq: cursor.seq, resumedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)));
}

export async function deleteEndpoint(tx: Executor, teamId: string, id: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)));
}

/** The endpoint's latest `limit` deliveries, newest first (by event within one insert). */
export async function listDeliveries(
  tx: Executor,
  teamId: string,
  endpointId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.teamId, teamId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.eventSeq), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(
  tx: Executor,
  teamId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | null> {
  const rows = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.teamId, teamId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return rows[0] ?? null;
}

export async function insertDeliveries(
  tx: Executor,
  values: (typeof webhookDeliveries.$inferInsert)[],
): Promise<DeliveryRow[]> {
  if (values.length === 0) return [];
  return tx.insert(webhookDeliveries).values(values).returning();
}

/**
 * The enabled endpoints whose position is behind the newest event of their team (at most `limit`),
 * locked so no other instance reads their events meanwhile (one another has is skipped).
 */
export async function lockEndpointsBehind(tx: Executor, limit: number): Promise<EndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`exists (select 1 from ${events} e where e.team_id = ${webhookEndpoints.teamId}
          and (e.tx_id, e.seq) > (${webhookEndpoints.cursorTxId}::xid8, ${webhookEndpoints.cursorSeq}))`,
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * The team's settled events after `cursor`, oldest first, at most `limit` (as lib/event-feed.ts
 * reads them: none can later appear behind the last one returned).
 */
export async function readTeamEventsAfter(
  tx: Executor,
  teamId: string,
  cursor: EventCursor,
  limit: number,
): Promise<FeedEvent[]> {
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.teamId, teamId),
        sql`(${events.txId}, ${events.seq}) > (${cursor.txId}::xid8, ${cursor.seq}::bigint)`,
        sql`${events.txId} < pg_snapshot_xmin(pg_current_snapshot())`,
      ),
    )
    .orderBy(asc(events.txId), asc(events.seq))
    .limit(limit);
}

/**
 * Claims up to `limit` due deliveries of one endpoint whose earlier deliveries of the same subject
 * are all done (so a booking's events arrive in order), pushing each one's next attempt a lease
 * ahead: a sender that dies mid-delivery leaves it to be tried again when the lease ends.
 */
export async function claimDue(
  tx: Executor,
  endpointId: string,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<DeliveryRow[]> {
  const due = tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        sql`not exists (select 1 from ${webhookDeliveries} p where p.endpoint_id = ${webhookDeliveries.endpointId}
          and p.subject_id = ${webhookDeliveries.subjectId} and p.status = 'pending'
          and p.event_seq < ${webhookDeliveries.eventSeq})`,
      ),
    )
    .orderBy(asc(webhookDeliveries.eventSeq), asc(webhookDeliveries.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** The enabled endpoints with a delivery due now. */
export async function endpointsWithDueDeliveries(tx: Executor): Promise<EndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`exists (select 1 from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id}
          and d.status = 'pending' and d.next_attempt_at <= now())`,
      ),
    );
}

export async function finishDelivery(
  tx: Executor,
  id: string,
  values: Pick<
    typeof webhookDeliveries.$inferInsert,
    "status" | "nextAttemptAt" | "lastStatus" | "lastError" | "lastDurationMs" | "lastAttemptAt"
  >,
): Promise<void> {
  await tx.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

/** Deletes deliveries made before `before` (the log keeps 30 days); returns how many went. */
export async function pruneDeliveries(tx: Executor, before: Date): Promise<number> {
  const gone = await tx
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
