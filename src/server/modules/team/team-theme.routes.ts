/** The team's brand theme: every member reads it; team admins replace it. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_BEFORE_TWO_FACTOR } from "#server/lib/route-policy.ts";
import { teamThemeBodySchema, teamThemeSchema } from "#shared/schemas/team-theme.ts";
import type { TeamThemeService } from "./team-theme.service.ts";

export const teamThemeRoutes: FastifyPluginAsyncZod<{ teamThemeService: TeamThemeService }> = async (
  app,
  { teamThemeService },
) => {
  app.get(
    "/api/team/theme",
    {
      // The team's colours dress the screen that asks for a required second factor.
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: {
        tags: ["team"],
        description: "The team's brand theme (the app's own colours until one is saved); every member.",
        response: { 200: teamThemeSchema, ...errorResponses },
      },
    },
    async (request) => teamThemeService.get(await request.requireActor()),
  );

  app.put(
    "/api/team/theme",
    {
      schema: {
        tags: ["team"],
        description: "Replaces the brand theme (team admins); a theme failing WCAG AA contrast is refused (422).",
        body: teamThemeBodySchema,
        response: { 200: teamThemeSchema, ...errorResponses },
      },
    },
    async (request) => teamThemeService.replace(await request.requireActor(), request.body),
  );
};
