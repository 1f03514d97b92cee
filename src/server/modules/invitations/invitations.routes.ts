/** Invitations: list and create (team admins), and the public code check used by the join form. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { validateInviteParamsSchema, validateInviteResultSchema } from "#shared/schemas/auth.ts";
import {
  bulkInvitationResultSchema,
  invitationIdParamsSchema,
  invitationRequestBodySchema,
} from "#shared/schemas/members.ts";
import { createdInvitationSchema, listedInvitationSchema } from "#shared/schemas/team.ts";
import type { InvitationsService } from "./invitations.service.ts";

export const invitationsRoutes: FastifyPluginAsyncZod<{ invitationsService: InvitationsService }> = async (
  app,
  { invitationsService },
) => {
  app.get(
    "/api/team/invitations",
    {
      schema: {
        tags: ["team"],
        description: "Unused invitations: pending first, then those expired in the last 30 days (to resend or revoke).",
        response: { 200: z.array(listedInvitationSchema), ...errorResponses },
      },
    },
    async (request) => invitationsService.list(await request.requireActor()),
  );

  app.post(
    "/api/team/invitations",
    {
      schema: {
        tags: ["team"],
        description: "One address (`email`), or several at once (`emails`, one result per address).",
        body: invitationRequestBodySchema,
        response: { 201: z.union([createdInvitationSchema, bulkInvitationResultSchema]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      const { email, emails, role } = request.body;
      const result = emails
        ? await invitationsService.inviteMany(actor, { emails, role })
        : await invitationsService.invite(actor, { email: email ?? "", role });
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/team/invitations/:id/resend",
    {
      schema: {
        tags: ["team"],
        params: invitationIdParamsSchema,
        response: { 200: createdInvitationSchema, ...errorResponses },
      },
    },
    async (request) => invitationsService.resend(await request.requireActor(), request.params.id),
  );

  app.delete(
    "/api/team/invitations/:id",
    { schema: { tags: ["team"], params: invitationIdParamsSchema, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await invitationsService.revoke(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
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
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, secretParams: ["code"] },
    },
    async (request) => invitationsService.validate(request.params.code),
  );
};
