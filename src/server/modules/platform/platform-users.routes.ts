/** Super-admin user calls: every one super_admin only, 403 for everyone else. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  changeRoleBodySchema,
  userActionResultSchema,
  userIdParamsSchema,
} from "#shared/schemas/platform.ts";
import type { PlatformUsersService } from "./platform-users.service.ts";

const tags = ["platform"];

export const platformUsersRoutes: FastifyPluginAsyncZod<{ usersService: PlatformUsersService }> = async (
  app,
  { usersService },
) => {
  app.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        description: "Users across teams whose name or e-mail contains `q`, by name; 50 a page.",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errorResponses },
      },
    },
    async (request) => usersService.list(await request.requireActor(), request.query.q, request.query.cursor),
  );

  app.get(
    "/api/admin/users/:id",
    {
      schema: {
        tags,
        description: "One user: team, role, last sign-in, sessions (no tokens), platform history.",
        params: userIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses },
      },
    },
    async (request) => usersService.get(await request.requireActor(), request.params.id),
  );

  const actions = {
    "revoke-sessions": ["Ends every session of the user.", usersService.revokeSessions],
    disable: ["Disables the user's sign-in and ends their sessions (not your own).", usersService.disable],
    enable: ["Lets the user sign in again.", usersService.enable],
    "send-password-reset": [
      "Sends a single-use password-reset link (30 minutes) to the user through the outbox.",
      usersService.sendPasswordReset,
    ],
    "reset-two-factor": [
      "Turns off the user's two-factor authentication (they lost their authenticator and backup codes).",
      usersService.resetTwoFactor,
    ],
  } as const;
  for (const [name, [description, action]] of Object.entries(actions)) {
    app.post(
      `/api/admin/users/:id/${name}`,
      {
        schema: {
          tags,
          description,
          params: userIdParamsSchema,
          response: { 200: userActionResultSchema, ...errorResponses },
        },
      },
      async (request) => action(await request.requireActor(), request.params.id),
    );
  }

  app.post(
    "/api/admin/users/:id/role",
    {
      schema: {
        tags,
        description:
          "Sets a team role within the user's team, or super_admin (outside any team); the last super admin cannot demote themself.",
        params: userIdParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: userActionResultSchema, ...errorResponses },
      },
    },
    async (request) => usersService.changeRole(await request.requireActor(), request.params.id, request.body.role),
  );
};
