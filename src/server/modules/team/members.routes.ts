/** Members administration: the members table, a role change, turning off a lost second factor, removing a member. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { NEXT_CURSOR_HEADER } from "#shared/constants.ts";
import { listMembersQuerySchema, memberIdParamsSchema, updateMemberRoleBodySchema } from "#shared/schemas/members.ts";
import { memberSchema } from "#shared/schemas/team.ts";
import type { MembersService } from "./members.service.ts";

export const membersRoutes: FastifyPluginAsyncZod<{ membersService: MembersService }> = async (
  app,
  { membersService },
) => {
  app.get(
    "/api/team/members",
    {
      config: { scope: "members:read" },
      schema: {
        tags: ["team"],
        description:
          "Every member reads names and roles; e-mails and activity are for team admins. With cursor or limit, one page; the next page's cursor is in the X-Next-Cursor header.",
        querystring: listMembersQuerySchema,
        response: { 200: z.array(memberSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await membersService.page(await request.requireActor(), request.query);
      if (nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.patch(
    "/api/team/members/:id",
    {
      schema: {
        tags: ["team"],
        params: memberIdParamsSchema,
        body: updateMemberRoleBodySchema,
        response: { 200: memberSchema, ...errorResponses },
      },
    },
    async (request) => membersService.changeRole(await request.requireActor(), request.params.id, request.body),
  );

  app.post(
    "/api/team/members/:id/reset-two-factor",
    {
      schema: {
        tags: ["team"],
        description:
          "Turns off a member's two-factor authentication (team admins; the member lost their authenticator and backup codes).",
        params: memberIdParamsSchema,
        response: { 200: memberSchema, ...errorResponses },
      },
    },
    async (request) => membersService.resetTwoFactor(await request.requireActor(), request.params.id),
  );

  app.delete(
    "/api/team/members/:id",
    {
      schema: {
        tags: ["team"],
        params: memberIdParamsSchema,
        response: { 200: z.object({ cancelledBookings: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => membersService.remove(await request.requireActor(), request.params.id),
  );
};
