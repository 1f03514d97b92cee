/** Team analytics: every figure in one response, and each chart's rows as CSV. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { analyticsCsvQuerySchema, analyticsQuerySchema, analyticsSchema } from "#shared/schemas/analytics.ts";
import type { AnalyticsService } from "./analytics.service.ts";
import { analyticsCsv } from "./analytics-csv.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{ analyticsService: AnalyticsService }> = async (
  app,
  { analyticsService },
) => {
  app.get(
    "/api/team/analytics",
    {
      config: { scope: "analytics:read" },
      schema: {
        tags: ["analytics"],
        description: "Local days from..to inclusive in the team zone (default the last 30 days); team admins.",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errorResponses },
      },
    },
    async (request) => analyticsService.get(await request.requireActor(), request.query),
  );

  app.get(
    "/api/team/analytics.csv",
    {
      config: { scope: "analytics:read" },
      schema: {
        tags: ["analytics"],
        description: "One figure's rows (utilisation, heatmap, perDay, topMembers, summary) as RFC 4180 CSV.",
        querystring: analyticsCsvQuerySchema,
        produces: ["text/csv", "application/json"],
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { figure, ...query } = request.query;
      const data = await analyticsService.get(await request.requireActor(), query);
      const { filename, csv } = analyticsCsv(data, figure);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
