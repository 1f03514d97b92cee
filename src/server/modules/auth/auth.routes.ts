/** The spec's auth calls (spec section 7): thin routes over AuthService. validate-invite is in modules/invitations. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#server/lib/app-error.ts";
import { errorResponses, forwardCookies, requestHeaders } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  authResultSchema,
  joinTeamBodySchema,
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  registerResultSchema,
  signupBodySchema,
  twoFactorSignInBodySchema,
  twoFactorSignInResultSchema,
} from "#shared/schemas/auth.ts";
import type { AuthService } from "./auth.service.ts";
import { retryAfterLock } from "./sign-in-throttle.ts";

export interface AuthRoutesOptions {
  authService: AuthService;
  /** `ipMax` password sign-ins per client IP per window, across accounts. */
  loginRateLimit: { ipMax: number; windowMs: number };
  registrationRateLimit: { max: number; windowMs: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, loginRateLimit, registrationRateLimit },
) => {
  const registrationLimit = { max: registrationRateLimit.max, timeWindow: registrationRateLimit.windowMs };
  // Per IP, whatever the account, so one address cannot spray many accounts. Per account, the
  // service's back-off with device cookies (sign-in-throttle.ts; docs/operations.md "Sign-in limits
  // and passwords") stops a distributed guesser without locking the owner's own browsers out.
  const perIp = app.createRateLimit({
    max: loginRateLimit.ipMax,
    timeWindow: loginRateLimit.windowMs,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  async function limitLogin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError("RATE_LIMITED", `Too many sign-in attempts. Try again in ${result.ttlInSeconds} seconds.`, {
        id: "errors.auth.tooManySignIns",
        values: { seconds: result.ttlInSeconds },
      });
    }
  }
  app.post(
    "/api/login",
    {
      // A sign-in ends the session the browser presented, and with it that session's sockets.
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true },
      schema: { tags: ["auth"], body: loginBodySchema, response: { 200: loginResultSchema, ...errorResponses } },
      preValidation: limitLogin,
    },
    async (request, reply) => {
      const result = await authService
        .login(request.body, requestHeaders(request))
        .catch((error) => retryAfterLock(reply, error));
      forwardCookies(reply, result.cookies);
      return result.body;
    },
  );

  app.post(
    "/api/login/two-factor",
    {
      // Like the first step, the second ends the session the browser presented.
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true },
      schema: {
        tags: ["auth"],
        description:
          "The second step of a sign-in answered `twoFactorRequired`: an authenticator code or a backup code opens the session.",
        body: twoFactorSignInBodySchema,
        response: { 200: twoFactorSignInResultSchema, ...errorResponses },
      },
      preValidation: limitLogin,
    },
    async (request, reply) => {
      const result = await authService.completeTwoFactor(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return result.body;
    },
  );

  app.post(
    "/api/logout",
    {
      // Its session's open sockets are closed once it has ended (modules/realtime/realtime.routes.ts).
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true },
      schema: { tags: ["auth"], response: { 200: z.object({ success: z.literal(true) }), ...errorResponses } },
    },
    async (request, reply) => {
      forwardCookies(reply, await authService.logout(requestHeaders(request)));
      return { success: true as const };
    },
  );

  app.post(
    "/api/auth/signup",
    {
      schema: { tags: ["auth"], body: signupBodySchema, response: { 201: authResultSchema, ...errorResponses } },
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true, rateLimit: registrationLimit },
    },
    async (request, reply) => {
      const result = await authService.signup(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    "/api/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Create a team with company details (the larger registration); signs the creator in",
        body: registerBodySchema,
        response: { 201: registerResultSchema, ...errorResponses },
      },
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true, rateLimit: registrationLimit },
    },
    async (request, reply) => {
      const result = await authService.register(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    "/api/auth/join-team",
    {
      schema: { tags: ["auth"], body: joinTeamBodySchema, response: { 201: authResultSchema, ...errorResponses } },
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true, rateLimit: registrationLimit },
    },
    async (request, reply) => {
      const result = await authService.joinTeam(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return reply.status(201).send(result.body);
    },
  );
};
