/** GET /api/team/activity?limit=5: the team's recent changes as `{ description, timestamp }` (spec section 7). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { teamActivityQuerySchema, teamActivitySchema } from "#shared/schemas/activity.ts";
import type { ActivityService } from "./activity.service.ts";

export const activityRoutes: FastifyPluginAsyncZod<{ activityService: ActivityService }> = async (
  app,
  { activityService },
) => {
  app.get(
    "/api/team/activity",
    {
      schema: {
        tags: ["team"],
        querystring: teamActivityQuerySchema,
        response: { 200: teamActivitySchema, ...errorResponses },
      },
    },
    async (request) => activityService.recent(await request.requireActor(), request.query.limit),
  );
};
