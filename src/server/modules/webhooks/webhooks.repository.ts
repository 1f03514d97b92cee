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

/** The team's endpoint `id` as it is now (no lock); null for none. */
export async function findEndpoint(tx: Executor, teamId: string, id: string): Promise<EndpointRow | null> {
  const rows = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)));
  return rows[0] ?? null;
}

/** The ids of up to `limit` enabled endpoints with a settled event of their team past their position. */
export async function endpointsBehind(tx: Executor, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`exists (select 1 from ${events} e where e.team_id = ${webhookEndpoints.teamId}
          and (e.tx_id, e.seq) > (${webhookEndpoints.cursorTxId}::xid8, ${webhookEndpoints.cursorSeq})
          and e.tx_id < pg_snapshot_xmin(pg_current_snapshot()))`,
      ),
    )
    .orderBy(asc(webhookEndpoints.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Endpoint `id` if it is enabled, locked so no other instance reads its events meanwhile; null when another has it. */
export async function lockEnabledEndpoint(tx: Executor, id: string): Promise<EndpointRow | null> {
  const rows = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
    .for("update", { skipLocked: true });
  return rows[0] ?? null;
}

/** Moves endpoint `id`'s position in its team's events to `cursor`. */
export async function moveCursor(tx: Executor, id: string, cursor: EventCursor): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ cursorTxId: cursor.txId, cursorSeq: cursor.seq })
    .where(eq(webhookEndpoints.id, id));
}

/**
 * Marks the endpoint's pending deliveries failed with `reason` (it was turned off): turned back on,
 * it sends what happens from then on, not a backlog.
 */
export async function dropPending(tx: Executor, endpointId: string, reason: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: "failed", lastError: reason })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
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
        sql`exists (select 1 from ${webhookEndpoints} e where e.id = ${webhookDeliveries.endpointId} and e.enabled)`,
        sql`not exists (select 1 from ${webhookDeliveries} p where p.endpoint_id = ${webhookDeliveries.endpointId}
          and p.subject_id = ${webhookDeliveries.subjectId} and p.status = 'pending'
          and p.event_seq < ${webhookDeliveries.eventSeq})`,
      ),
    )
    .orderBy(asc(webhookDeliveries.eventSeq))
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

/**
 * Records the outcome of the claim of `delivery` (its `attempts` as claimed): a claim that lapsed
 * and was taken again (attempts moved on) writes nothing, so a late sender cannot undo a newer one.
 */
export async function finishDelivery(
  tx: Executor,
  delivery: Pick<DeliveryRow, "id" | "attempts">,
  values: Partial<
    Pick<
      typeof webhookDeliveries.$inferInsert,
      "status" | "nextAttemptAt" | "lastStatus" | "lastError" | "lastDurationMs" | "lastAttemptAt" | "attempts"
    >
  >,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)));
}

/** Deletes deliveries made before `before` (the log keeps 30 days); returns how many went. */
export async function pruneDeliveries(tx: Executor, before: Date): Promise<number> {
  const gone = await tx
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

/** Serialises the making of one team's endpoints until `tx` ends, so two at once cannot pass the limit. */
export async function lockTeamEndpoints(tx: Executor, teamId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${teamId}`}, 0))`);
}
