/**
 * Writes one audit event. Call it with the transaction that makes the change, so the event and the
 * change commit or roll back together (DESIGN.md "Audit"). The table refuses updates and deletes.
 */
import type { Executor } from "../../db/client.ts";
import { auditEvents } from "../../db/schema/index.ts";

export interface AuditEvent {
  teamId: string | null;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function writeAudit(tx: Executor, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    teamId: event.teamId,
    actorId: event.actorId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    before: event.before ?? null,
    after: event.after ?? null,
    ip: event.ip ?? null,
  });
}
