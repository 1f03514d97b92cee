/** The team's audit log: read-only pages and CSV; nothing in the API changes it. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  AUDIT_CSV_ROW_LIMIT_HEADER,
  AUDIT_CSV_TRUNCATED_HEADER,
  auditCsvQuerySchema,
  auditPageSchema,
  auditQuerySchema,
} from "#shared/schemas/audit.ts";
import type { AuditService } from "./audit.service.ts";

export const auditRoutes: FastifyPluginAsyncZod<{ auditService: AuditService }> = async (app, { auditService }) => {
  app.get(
    "/api/team/audit",
    {
      schema: {
        tags: ["audit"],
        description: "Newest first; filters by actor, action (or subject), target and team-local days; team admins.",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => auditService.list(await request.requireActor(), request.query),
  );

  app.get(
    "/api/team/audit.csv",
    {
      schema: {
        tags: ["audit"],
        description:
          "The matching events, newest first, as RFC 4180 CSV: at most 10 000; when more matched, X-Truncated: true and X-Row-Limit name the cap (narrow the range for the rest).",
        querystring: auditCsvQuerySchema,
        produces: ["text/csv", "application/json"],
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, csv, truncated, maxRows } = await auditService.csv(await request.requireActor(), request.query);
      if (truncated)
        reply.header(AUDIT_CSV_TRUNCATED_HEADER, "true").header(AUDIT_CSV_ROW_LIMIT_HEADER, String(maxRows));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
