/** The team's overview and its settings with booking rules (members: members.routes.ts). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { teamOverviewSchema } from "#shared/schemas/team-overview.ts";
import { teamSettingsSchema, updateTeamSettingsBodySchema } from "#shared/schemas/team-settings.ts";
import type { TeamService } from "./team.service.ts";

export const teamRoutes: FastifyPluginAsyncZod<{ teamService: TeamService }> = async (app, { teamService }) => {
  app.get(
    "/api/team",
    {
      schema: {
        tags: ["team"],
        description: "The team entry: name, plan or trial state, counts and team admins; every member.",
        response: { 200: teamOverviewSchema, ...errorResponses },
      },
    },
    async (request) => teamService.overview(await request.requireActor()),
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
