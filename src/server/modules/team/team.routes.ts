/** Members list and invitations. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createdInvitationSchema,
  createInvitationBodySchema,
  invitationSchema,
  memberSchema,
} from "../../../shared/schemas/team.ts";
import { errorResponses } from "../../lib/http.ts";
import type { TeamService } from "./team.service.ts";

export const teamRoutes: FastifyPluginAsyncZod<{ teamService: TeamService }> = async (app, { teamService }) => {
  app.get(
    "/api/team/members",
    { schema: { tags: ["team"], response: { 200: z.array(memberSchema), ...errorResponses } } },
    async (request) => teamService.listMembers(await request.requireActor()),
  );

  app.get(
    "/api/team/invitations",
    { schema: { tags: ["team"], response: { 200: z.array(invitationSchema), ...errorResponses } } },
    async (request) => teamService.listInvitations(await request.requireActor()),
  );

  app.post(
    "/api/team/invitations",
    {
      schema: {
        tags: ["team"],
        body: createInvitationBodySchema,
        response: { 201: createdInvitationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invitation = await teamService.invite(await request.requireActor(), request.body);
      return reply.status(201).send(invitation);
    },
  );
};
