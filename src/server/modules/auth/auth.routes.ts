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
  normalizeEmail,
  registerBodySchema,
  registerResultSchema,
  signupBodySchema,
} from "#shared/schemas/auth.ts";
import type { AuthService } from "./auth.service.ts";

export interface AuthRoutesOptions {
  authService: AuthService;
  /** `max` attempts per account (normalised e-mail) and `ipMax` per client IP, each per window. */
  loginRateLimit: { max: number; windowMs: number; ipMax?: number };
  registrationRateLimit: { max: number; windowMs: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, loginRateLimit, registrationRateLimit },
) => {
  const registrationLimit = { max: registrationRateLimit.max, timeWindow: registrationRateLimit.windowMs };
  // Two budgets (docs/decisions/0010-authentication-hardening.md): per account, whatever the address, so a
  // botnet cannot guess one password quickly; and per IP, whatever the account, so one address cannot
  // spray many accounts. Both windows are short, so a real user is locked out for at most a window.
  const perIp = app.createRateLimit({
    max: loginRateLimit.ipMax ?? loginRateLimit.max * 3,
    timeWindow: loginRateLimit.windowMs,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: loginRateLimit.max,
    timeWindow: loginRateLimit.windowMs,
    // The e-mail normalised as the service will use it: " Ada@X.com\n" spends ada@x.com's budget.
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `login:${typeof email === "string" ? normalizeEmail(email) : ""}`;
    },
  });
  async function limitLogin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    for (const limit of [perIp, perAccount]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", String(result.ttlInSeconds));
        throw new AppError("RATE_LIMITED", `Too many sign-in attempts. Try again in ${result.ttlInSeconds} seconds.`);
      }
    }
  }
  app.post(
    "/api/login",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: { tags: ["auth"], body: loginBodySchema, response: { 200: loginResultSchema, ...errorResponses } },
      // After the body is parsed (onRequest runs before it), so the key can hold the e-mail.
      preValidation: limitLogin,
    },
    async (request, reply) => {
      const result = await authService.login(request.body, requestHeaders(request));
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
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: registrationLimit },
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
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: registrationLimit },
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
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: registrationLimit },
    },
    async (request, reply) => {
      const result = await authService.joinTeam(request.body, requestHeaders(request), request.ip);
      forwardCookies(reply, result.cookies);
      return reply.status(201).send(result.body);
    },
  );
};
