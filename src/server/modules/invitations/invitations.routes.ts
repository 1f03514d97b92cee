/** Invitations: list and create (team admins), and the public code check used by the join form. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { validateInviteParamsSchema, validateInviteResultSchema } from "#shared/schemas/auth.ts";
import { createdInvitationSchema, createInvitationBodySchema, invitationSchema } from "#shared/schemas/team.ts";
import type { InvitationsService } from "./invitations.service.ts";

export const invitationsRoutes: FastifyPluginAsyncZod<{ invitationsService: InvitationsService }> = async (
  app,
  { invitationsService },
) => {
  app.get(
    "/api/team/invitations",
    { schema: { tags: ["team"], response: { 200: z.array(invitationSchema), ...errorResponses } } },
    async (request) => invitationsService.list(await request.requireActor()),
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
      const invitation = await invitationsService.invite(await request.requireActor(), request.body);
      return reply.status(201).send(invitation);
    },
  );

  app.get(
    "/api/auth/validate-invite/:code",
    {
      schema: {
        tags: ["auth"],
        params: validateInviteParamsSchema,
        response: { 200: validateInviteResultSchema, ...errorResponses },
      },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => invitationsService.validate(request.params.code),
  );
};
