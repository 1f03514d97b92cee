/** The team's settings with booking rules (members: members.routes.ts). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { teamSettingsSchema, updateTeamSettingsBodySchema } from "#shared/schemas/team-settings.ts";
import type { TeamService } from "./team.service.ts";

export const teamRoutes: FastifyPluginAsyncZod<{ teamService: TeamService }> = async (app, { teamService }) => {
  app.get(
    "/api/team/settings",
    { schema: { tags: ["team"], response: { 200: teamSettingsSchema, ...errorResponses } } },
    async (request) => teamService.getSettings(await request.requireActor()),
  );

  app.patch(
    "/api/team/settings",
    {
      schema: {
        tags: ["team"],
        body: updateTeamSettingsBodySchema,
        response: { 200: teamSettingsSchema, ...errorResponses },
      },
    },
    async (request) => teamService.updateSettings(await request.requireActor(), request.body),
  );
};
