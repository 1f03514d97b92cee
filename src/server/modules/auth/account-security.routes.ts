/**
 * The signed-in person's password, sessions and second factor: POST /api/user/password,
 * GET /api/user/sessions, POST /api/user/sessions/revoke-others, /api/user/two-factor[/...]. Every
 * role, a super admin included.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, forwardCookies, requestHeaders } from "#server/lib/http.ts";
import { OPEN_BEFORE_TWO_FACTOR, OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  accountSessionsSchema,
  backupCodesSchema,
  changePasswordBodySchema,
  changePasswordResultSchema,
  confirmPasswordBodySchema,
  enableTwoFactorBodySchema,
  revokeOthersResultSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "#shared/schemas/account.ts";
import type { AccountSecurityService } from "./account-security.service.ts";
import { retryAfterLock } from "./sign-in-throttle.ts";
import type { TwoFactorService } from "./two-factor.service.ts";

export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  accountService: AccountSecurityService;
  twoFactorService: TwoFactorService;
  /** Wrong current passwords count like failed sign-ins (per address). */
  rateLimit: { max: number; windowMs: number };
}> = async (app, { accountService, twoFactorService, rateLimit }) => {
  const passwordLimit = { max: rateLimit.max, timeWindow: rateLimit.windowMs };

  app.post(
    "/api/user/password",
    {
      schema: {
        tags: ["user"],
        description: "Changes the password (the current one is required) and signs out every other session.",
        body: changePasswordBodySchema,
        response: { 200: changePasswordResultSchema, ...errorResponses },
      },
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: passwordLimit },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      return accountService
        .changePassword(actor, request.body, requestHeaders(request))
        .catch((error) => retryAfterLock(reply, error));
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

  app.get(
    "/api/user/two-factor",
    {
      // Setting up a second factor the team requires comes before anything else.
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: {
        tags: ["user"],
        description: "Whether sign-in asks the user for a second factor, and how many backup codes are left.",
        response: { 200: twoFactorStatusSchema, ...errorResponses },
      },
    },
    async (request) => twoFactorService.status(await request.requireActor()),
  );

  app.post(
    "/api/user/two-factor/setup",
    {
      // Securing one's own account stays possible while the team is suspended.
      config: { ...OPEN_WHEN_SUSPENDED, ...OPEN_BEFORE_TWO_FACTOR, rateLimit: passwordLimit },
      schema: {
        tags: ["user"],
        description:
          "Starts setting up an authenticator app (password required): its secret as a URI, QR code and text, and ten backup codes. Nothing changes at sign-in until a code confirms it.",
        body: confirmPasswordBodySchema,
        response: { 200: twoFactorSetupSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      return twoFactorService
        .setUp(actor, request.body, requestHeaders(request))
        .catch((error) => retryAfterLock(reply, error));
    },
  );

  app.post(
    "/api/user/two-factor/enable",
    {
      config: { ...OPEN_WHEN_SUSPENDED, ...OPEN_BEFORE_TWO_FACTOR, rateLimit: passwordLimit },
      schema: {
        tags: ["user"],
        description:
          "Confirms the authenticator app with a code it shows; from then on sign-in asks for a code. The session is renewed.",
        body: enableTwoFactorBodySchema,
        response: { 200: twoFactorStatusSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      return twoFactorService.enable(actor, request.body, requestHeaders(request), (cookies) =>
        forwardCookies(reply, cookies),
      );
    },
  );

  app.post(
    "/api/user/two-factor/backup-codes",
    {
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: passwordLimit },
      schema: {
        tags: ["user"],
        description: "Ten new backup codes (password required); the earlier ones stop working.",
        body: confirmPasswordBodySchema,
        response: { 200: backupCodesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      return twoFactorService
        .regenerateBackupCodes(actor, request.body, requestHeaders(request))
        .catch((error) => retryAfterLock(reply, error));
    },
  );

  app.post(
    "/api/user/two-factor/disable",
    {
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: passwordLimit },
      schema: {
        tags: ["user"],
        description:
          "Turns two-factor authentication off (password required): the secret, backup codes and trusted browsers are forgotten.",
        body: confirmPasswordBodySchema,
        response: { 200: twoFactorStatusSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.requireActor();
      return twoFactorService
        .disable(actor, request.body, requestHeaders(request))
        .catch((error) => retryAfterLock(reply, error));
    },
  );
};
