/**
 * The signed-in person's password and sessions: POST /api/user/password,
 * GET /api/user/sessions, POST /api/user/sessions/revoke-others. Every role, a super admin included.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, requestHeaders } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  accountSessionsSchema,
  changePasswordBodySchema,
  changePasswordResultSchema,
  revokeOthersResultSchema,
} from "#shared/schemas/account.ts";
import type { AccountSecurityService } from "./account-security.service.ts";
import { SignInLockedError } from "./sign-in-throttle.ts";

export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  accountService: AccountSecurityService;
  /** Wrong current passwords count like failed sign-ins (per address). */
  rateLimit: { max: number; windowMs: number };
}> = async (app, { accountService, rateLimit }) => {
  app.post(
    "/api/user/password",
    {
      schema: {
        tags: ["user"],
        description: "Changes the password (the current one is required) and signs out every other session.",
        body: changePasswordBodySchema,
        response: { 200: changePasswordResultSchema, ...errorResponses },
      },
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      try {
        return await accountService.changePassword(actor, request.body, requestHeaders(request));
      } catch (error) {
        if (error instanceof SignInLockedError) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.get(
    "/api/user/sessions",
    {
      schema: {
        tags: ["user"],
        description: "The signed-in user's sessions, most recently active first; `current` marks this one.",
        response: { 200: accountSessionsSchema, ...errorResponses },
      },
    },
    async (request) => accountService.listSessions(await request.requireActor()),
  );

  app.post(
    "/api/user/sessions/revoke-others",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["user"],
        description: "Signs out every session of the user except this one.",
        response: { 200: revokeOthersResultSchema, ...errorResponses },
      },
    },
    async (request) => accountService.revokeOtherSessions(await request.requireActor()),
  );
};
