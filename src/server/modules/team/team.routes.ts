/** The team's members list. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { memberSchema } from "#shared/schemas/team.ts";
import type { TeamService } from "./team.service.ts";

export const teamRoutes: FastifyPluginAsyncZod<{ teamService: TeamService }> = async (app, { teamService }) => {
  app.get(
    "/api/team/members",
    { schema: { tags: ["team"], response: { 200: z.array(memberSchema), ...errorResponses } } },
    async (request) => teamService.listMembers(await request.requireActor()),
  );
};
