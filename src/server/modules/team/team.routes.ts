/** The team's members list and its settings with booking rules. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { memberSchema } from "#shared/schemas/team.ts";
import { teamSettingsSchema, updateTeamSettingsBodySchema } from "#shared/schemas/team-settings.ts";
import type { TeamService } from "./team.service.ts";

export const teamRoutes: FastifyPluginAsyncZod<{ teamService: TeamService }> = async (app, { teamService }) => {
  app.get(
    "/api/team/members",
    { schema: { tags: ["team"], response: { 200: z.array(memberSchema), ...errorResponses } } },
    async (request) => teamService.listMembers(await request.requireActor()),
  );

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
