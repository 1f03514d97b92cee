/** The spec's auth calls (spec section 7): thin routes over AuthService. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authResultSchema,
  joinTeamBodySchema,
  loginBodySchema,
  loginResultSchema,
  signupBodySchema,
  validateInviteParamsSchema,
  validateInviteResultSchema,
} from "../../../shared/schemas/auth.ts";
import { errorResponses, forwardCookies, requestHeaders } from "../../lib/http.ts";
import type { AuthService } from "./auth.service.ts";

export interface AuthRoutesOptions {
  authService: AuthService;
  loginRateLimit: { max: number; windowMs: number };
  registrationRateLimit: { max: number; windowMs: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, loginRateLimit, registrationRateLimit },
) => {
  const registrationLimit = { max: registrationRateLimit.max, timeWindow: registrationRateLimit.windowMs };
  app.post(
    "/api/login",
    {
      schema: { tags: ["auth"], body: loginBodySchema, response: { 200: loginResultSchema, ...errorResponses } },
      config: {
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.windowMs,
          // After the body is parsed (the default onRequest hook runs before it), so the key holds the e-mail.
          hook: "preValidation",
          keyGenerator: (request) => {
            const email = (request.body as { email?: unknown } | undefined)?.email;
            return `login:${request.ip}:${typeof email === "string" ? email.toLowerCase() : ""}`;
          },
        },
      },
    },
    async (request, reply) => {
      const result = await authService.login(request.body, requestHeaders(request));
      forwardCookies(reply, result.cookies);
      return result.body;
    },
  );

  app.post(
    "/api/logout",
    { schema: { tags: ["auth"], response: { 200: z.object({ success: z.literal(true) }), ...errorResponses } } },
    async (request, reply) => {
      forwardCookies(reply, await authService.logout(requestHeaders(request)));
      return { success: true as const };
    },
  );

  app.post(
    "/api/auth/signup",
    {
      schema: { tags: ["auth"], body: signupBodySchema, response: { 201: authResultSchema, ...errorResponses } },
      config: { rateLimit: registrationLimit },
    },
    async (request, reply) => {
      const result = await authService.signup(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    "/api/auth/join-team",
    {
      schema: { tags: ["auth"], body: joinTeamBodySchema, response: { 201: authResultSchema, ...errorResponses } },
      config: { rateLimit: registrationLimit },
    },
    async (request, reply) => {
      const result = await authService.joinTeam(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return reply.status(201).send(result.body);
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
    async (request) => authService.validateInvite(request.params.code),
  );
};
