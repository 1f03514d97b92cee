/** Super-admin team calls: every one super_admin only, 403 for everyone else. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  adminTeamDetailSchema,
  adminTeamsPageSchema,
  adminTeamsQuerySchema,
  deleteTeamBodySchema,
  deleteTeamResultSchema,
  extendTrialBodySchema,
  teamActionResultSchema,
  teamIdParamsSchema,
} from "#shared/schemas/platform.ts";
import type { PlatformTeamsService } from "./platform-teams.service.ts";

const tags = ["platform"];

export const platformTeamsRoutes: FastifyPluginAsyncZod<{ teamsService: PlatformTeamsService }> = async (
  app,
  { teamsService },
) => {
  app.get(
    "/api/admin/teams",
    {
      schema: {
        tags,
        description: "Teams across the platform: search by name or company, filter by state, sort; 50 a page.",
        querystring: adminTeamsQuerySchema,
        response: { 200: adminTeamsPageSchema, ...errorResponses },
      },
    },
    async (request) => teamsService.list(await request.requireActor(), request.query),
  );

  app.get(
    "/api/admin/teams/:id",
    {
      schema: {
        tags,
        description: "One team: members, offices, trial end, bookings per week, last activity, platform history.",
        params: teamIdParamsSchema,
        response: { 200: adminTeamDetailSchema, ...errorResponses },
      },
    },
    async (request) => teamsService.get(await request.requireActor(), request.params.id),
  );

  app.post(
    "/api/admin/teams/:id/extend-trial",
    {
      schema: {
        tags,
        description: "Extends a trial (or an expired one) by `days` from its end, or from now if it has ended.",
        params: teamIdParamsSchema,
        body: extendTrialBodySchema,
        response: { 200: teamActionResultSchema, ...errorResponses },
      },
    },
    async (request) => teamsService.extendTrial(await request.requireActor(), request.params.id, request.body.days),
  );

  const actions = {
    activate: ["Activates the team: no trial limit.", teamsService.activate],
    suspend: ["Suspends the team: members can sign in and read; every change answers 403.", teamsService.suspend],
    reactivate: ["Reactivates a suspended team (back to its trial, or active).", teamsService.reactivate],
  } as const;
  for (const [name, [description, action]] of Object.entries(actions)) {
    app.post(
      `/api/admin/teams/:id/${name}`,
      {
        schema: {
          tags,
          description,
          params: teamIdParamsSchema,
          response: { 200: teamActionResultSchema, ...errorResponses },
        },
      },
      async (request) => action(await request.requireActor(), request.params.id),
    );
  }

  app.delete(
    "/api/admin/teams/:id",
    {
      schema: {
        tags,
        description: "Deletes the team and its data once `confirmName` is its exact name; a platform audit row stays.",
        params: teamIdParamsSchema,
        body: deleteTeamBodySchema,
        response: { 200: deleteTeamResultSchema, ...errorResponses },
      },
    },
    async (request) => teamsService.remove(await request.requireActor(), request.params.id, request.body.confirmName),
  );
};
