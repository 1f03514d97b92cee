/**
 * The team's audit log (docs/product.md "Audit"; the role table: team admins only):
 * read-only pages newest first, and CSV. Days are local days of the team's zone.
 */
import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { csvText, toCsv } from "#server/lib/csv.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import {
  AUDIT_CSV_MAX_ROWS,
  type AuditEvent,
  type AuditPage,
  type auditCsvQuerySchema,
  type auditQuerySchema,
  describeAuditAction,
} from "#shared/schemas/audit.ts";
import { localDayRange } from "#shared/time.ts";
import * as repo from "./audit.repository.ts";

type AuditQuery = z.output<typeof auditQuerySchema>;
type AuditCsvQuery = z.output<typeof auditCsvQuerySchema>;
const ACCESS_MESSAGE = "Only team admins can see the audit log.";

function present(row: repo.AuditRow): AuditEvent {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "Deleted user" } : null,
    action: row.action,
    actionLabel: describeAuditAction(row.action),
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}

/**
 * The audit service. `csvMaxRows` caps one CSV export (default AUDIT_CSV_MAX_ROWS; tests lower it);
 * an export that hit the cap says so (`truncated`), never silently.
 */
export function createAuditService(deps: ServiceDeps & { csvMaxRows?: number }) {
  const { db } = deps;
  const csvMaxRows = deps.csvMaxRows ?? AUDIT_CSV_MAX_ROWS;

  /** The access check, the team, and the filter with its local days as instants. */
  function scope(actor: Actor, query: AuditCsvQuery) {
    assertCan(actor, "team:analytics", ACCESS_MESSAGE);
    const team = requireTeam(actor);
    const filter: repo.AuditFilter = {
      actorId: query.actorId,
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from ? localDayRange(query.from, team.timeZone).start : undefined,
      to: query.to ? localDayRange(query.to, team.timeZone).end : undefined,
    };
    return { team, filter };
  }

  return {
    /** GET /api/team/audit: one page, newest first; `nextCursor` for the next older page. 403 below team_admin. */
    async list(actor: Actor, query: AuditQuery): Promise<AuditPage> {
      const { team, filter } = scope(actor, query);
      const rows = await repo.listAuditEvents(
        db,
        team.id,
        filter,
        query.limit + 1,
        query.cursor ? Number(query.cursor) : undefined,
      );
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(present),
        nextCursor: rows.length > query.limit ? String(page[page.length - 1].id) : null,
      };
    },

    /**
     * GET /api/team/audit.csv: the matching events, newest first, RFC 4180; at most `csvMaxRows`
     * (the newest), with `truncated` true when older matching events were left out (one more row
     * than the cap is read to know) and `maxRows` the cap.
     */
    async csv(
      actor: Actor,
      query: AuditCsvQuery,
    ): Promise<{ filename: string; csv: string; truncated: boolean; maxRows: number }> {
      const { team, filter } = scope(actor, query);
      const read = await repo.listAuditEvents(db, team.id, filter, csvMaxRows + 1);
      const truncated = read.length > csvMaxRows;
      const rows = truncated ? read.slice(0, csvMaxRows) : read;
      const csv = toCsv(
        ["time", "actor", "action", "action_in_words", "target_type", "target_id", "before", "after", "ip"],
        rows.map((r) => [
          r.createdAt.toISOString(),
          csvText(r.actorName),
          r.action,
          describeAuditAction(r.action),
          r.targetType,
          r.targetId,
          csvText(r.before === null ? null : JSON.stringify(r.before)),
          csvText(r.after === null ? null : JSON.stringify(r.after)),
          r.ip,
        ]),
      );
      return { filename: "audit-log.csv", csv, truncated, maxRows: csvMaxRows };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
