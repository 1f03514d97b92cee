/**
 * Reads of the audit table (the record-change seam, src/server/lib/record-change.ts, is its only
 * writer; a trigger refuses UPDATE and DELETE). Always scoped by team; newest first by id, which
 * only grows, so a page after `beforeId` never repeats an event while new ones are written.
 */
import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { auditEvents, users } from "#db/schema/index.ts";

export interface AuditFilter {
  actorId?: string;
  /** An exact action, or a subject ("booking") matching all of its actions. */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

export type AuditRow = typeof auditEvents.$inferSelect & { actorName: string | null };

function conditions(teamId: string, f: AuditFilter): (SQL | undefined)[] {
  return [
    eq(auditEvents.teamId, teamId),
    f.actorId ? eq(auditEvents.actorId, f.actorId) : undefined,
    f.action
      ? f.action.includes(".")
        ? eq(auditEvents.action, f.action)
        : like(auditEvents.action, `${f.action.replaceAll("_", "\\_")}.%`)
      : undefined,
    f.targetType ? eq(auditEvents.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditEvents.targetId, f.targetId) : undefined,
    f.from ? gte(auditEvents.createdAt, f.from) : undefined,
    f.to ? lt(auditEvents.createdAt, f.to) : undefined,
  ];
}

/** Up to `limit` events of the team matching `filter`, newest first, older than `beforeId` when given. */
export async function listAuditEvents(
  tx: Executor,
  teamId: string,
  filter: AuditFilter,
  limit: number,
  beforeId?: number,
): Promise<AuditRow[]> {
  const rows = await tx
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...conditions(teamId, filter), beforeId === undefined ? undefined : lt(auditEvents.id, beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.event, actorName: r.actorName }));
}
