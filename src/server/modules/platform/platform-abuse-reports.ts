/**
 * Abuse reports for super admins (docs/operations.md "Mail limits and e-mail verification"): the
 * reports recipients made from a team's e-mail footer, open ones or reviewed ones, newest first, each
 * with its team (linked in the app) and who reviewed it; one is marked reviewed through the mail
 * module, which owns the table, and the review is audited.
 */

import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { abuseReports, teams, users } from "#db/schema/index.ts";
import type { Actor } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import { errorResponses } from "#server/lib/http.ts";
import { createdBefore, decodeCreatedKeyset, encodeCreatedKeyset } from "#server/lib/keyset-cursor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { findAbuseReport, markAbuseReportReviewed } from "#server/modules/mail/abuse-reports.repository.ts";
import {
  type AdminAbuseReport,
  type AdminAbuseReportPage,
  abuseReportIdParamsSchema,
  adminAbuseReportPageSchema,
  adminAbuseReportSchema,
  adminAbuseReportsQuerySchema,
} from "#shared/schemas/abuse-reports.ts";
import { PLATFORM_PAGE_SIZE } from "#shared/schemas/platform.ts";
import { assertSuperAdmin } from "./platform-access.ts";
import { iso } from "./platform-sql.ts";

const reviewers = alias(users, "reviewers");

const columns = {
  id: abuseReports.id,
  outboxEmailId: abuseReports.outboxEmailId,
  teamId: abuseReports.teamId,
  teamName: teams.name,
  to: abuseReports.toAddress,
  subject: abuseReports.subject,
  comment: abuseReports.comment,
  createdAt: abuseReports.createdAt,
  reviewedAt: abuseReports.reviewedAt,
  reviewedByName: reviewers.name,
  // The keyset of a page's last report, to the microsecond (src/server/lib/keyset-cursor.ts).
  createdAtText: sql<string>`${abuseReports.createdAt}::text`,
};

type Row = {
  id: string;
  outboxEmailId: string;
  teamId: string | null;
  teamName: string | null;
  to: string;
  subject: string;
  comment: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedByName: string | null;
  createdAtText: string;
};

function present({ createdAtText: _keyset, ...row }: Row): AdminAbuseReport {
  return {
    ...row,
    createdAt: iso(row.createdAt) ?? "",
    reviewedAt: iso(row.reviewedAt),
  };
}

export function createPlatformAbuseReportsService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  function select() {
    return db
      .select(columns)
      .from(abuseReports)
      .leftJoin(teams, eq(teams.id, abuseReports.teamId))
      .leftJoin(reviewers, eq(reviewers.id, abuseReports.reviewedBy));
  }

  return {
    /**
     * GET /api/admin/abuse-reports: one page (50) of open (default) or reviewed reports, newest first,
     * after the cursor's report (a keyset: reviewing reports while paging skips none). 400 for a
     * cursor not ours.
     */
    async list(
      actor: Actor,
      status: "open" | "reviewed" | undefined,
      cursor: string | undefined,
    ): Promise<AdminAbuseReportPage> {
      assertSuperAdmin(actor);
      const after = cursor ? decodeCreatedKeyset(cursor) : undefined;
      const rows = await select()
        .where(
          and(
            status === "reviewed" ? isNotNull(abuseReports.reviewedAt) : isNull(abuseReports.reviewedAt),
            after ? createdBefore(abuseReports.createdAt, abuseReports.id, after) : undefined,
          ),
        )
        .orderBy(desc(abuseReports.createdAt), desc(abuseReports.id))
        .limit(PLATFORM_PAGE_SIZE + 1);
      const page = rows.slice(0, PLATFORM_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        reports: page.map(present),
        nextCursor:
          rows.length > PLATFORM_PAGE_SIZE ? encodeCreatedKeyset({ createdAt: last.createdAtText, id: last.id }) : null,
      };
    },

    /**
     * POST /api/admin/abuse-reports/{id}/review: marks the report reviewed, recorded as
     * "platform.abuse_report_reviewed"; reviewing it again changes nothing. 404 for no such report.
     */
    async review(actor: Actor, id: string): Promise<AdminAbuseReport> {
      assertSuperAdmin(actor);
      await db.transaction(async (tx) => {
        const reviewed = await markAbuseReportReviewed(tx, id, actor.id, now());
        if (!reviewed) {
          if (!(await findAbuseReport(tx, id))) throw notFound("Abuse report");
          return;
        }
        await record(tx, {
          teamId: null,
          actorId: actor.id,
          action: "platform.abuse_report_reviewed",
          targetType: "abuse_report",
          targetId: id,
          before: { reviewedAt: null },
          after: { reviewedAt: reviewed.reviewedAt, teamId: reviewed.teamId },
          ip: actor.ip,
        });
      });
      const [row] = await select().where(eq(abuseReports.id, id));
      return present(row);
    },
  };
}

export type PlatformAbuseReportsService = ReturnType<typeof createPlatformAbuseReportsService>;

export const platformAbuseReportsRoutes: FastifyPluginAsyncZod<{
  abuseReportsService: PlatformAbuseReportsService;
}> = async (app, { abuseReportsService }) => {
  app.get(
    "/api/admin/abuse-reports",
    {
      schema: {
        tags: ["platform"],
        description: "Abuse reports of teams' e-mails: open (default) or reviewed, newest first. 50 a page.",
        querystring: adminAbuseReportsQuerySchema,
        response: { 200: adminAbuseReportPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      abuseReportsService.list(await request.requireActor(), request.query.status, request.query.cursor),
  );
  app.post(
    "/api/admin/abuse-reports/:id/review",
    {
      schema: {
        tags: ["platform"],
        description: "Marks an abuse report reviewed (again: no change).",
        params: abuseReportIdParamsSchema,
        response: { 200: adminAbuseReportSchema, ...errorResponses },
      },
    },
    async (request) => abuseReportsService.review(await request.requireActor(), request.params.id),
  );
};
