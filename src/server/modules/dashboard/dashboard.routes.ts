/** GET /api/dashboard/stats: the team's confirmed bookings, active offices and members. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { dashboardStatsSchema } from "#shared/schemas/dashboard.ts";
import type { DashboardService } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboardService: DashboardService }> = async (
  app,
  { dashboardService },
) => {
  app.get(
    "/api/dashboard/stats",
    { schema: { tags: ["dashboard"], response: { 200: dashboardStatsSchema, ...errorResponses } } },
    async (request) => dashboardService.stats(await request.requireActor()),
  );
};
