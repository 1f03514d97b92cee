/**
 * POST /api/abuse-reports: public (the recipient of a team's e-mail has no account, or is signed in
 * as anyone), limited per IP, and open to a suspended team's members: a report changes nothing of
 * the reporter's team. docs/operations.md "Mail limits and e-mail verification".
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import { abuseReportBodySchema, abuseReportResultSchema } from "#shared/schemas/abuse-reports.ts";
import type { AbuseReportsService } from "./abuse-reports.service.ts";

export const abuseReportsRoutes: FastifyPluginAsyncZod<{
  abuseReportsService: AbuseReportsService;
  /** Reports one IP may send per window (default 10 an hour). */
  rateLimit?: { max: number; windowMs: number };
}> = async (app, { abuseReportsService, rateLimit = { max: 10, windowMs: 3_600_000 } }) => {
  app.post(
    "/api/abuse-reports",
    {
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: {
        tags: ["mail"],
        description:
          "Reports a team's e-mail as abuse, by the id in its footer's link. The same answer whether or not the id names a message; a message is reported once.",
        body: abuseReportBodySchema,
        response: { 200: abuseReportResultSchema, ...errorResponses },
      },
    },
    async (request) => abuseReportsService.report(request.body, request.ip),
  );
};
