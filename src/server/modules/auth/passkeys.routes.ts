/**
 * Passkeys (docs/product.md "Passkeys"): a person's own under /api/user/passkeys (adding one asks
 * for their password first), and signing in with one at /api/login/passkey (options, then the
 * authenticator's answer), which opens the session as /api/login does.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, forwardCookies, requestHeaders } from "#server/lib/http.ts";
import { OPEN_BEFORE_TWO_FACTOR, OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  addPasskeyBodySchema,
  passkeyIdParamsSchema,
  passkeyOptionsBodySchema,
  passkeySchema,
  passkeySignInBodySchema,
  webAuthnJsonSchema,
} from "#shared/schemas/passkeys.ts";
import { userSchema } from "#shared/schemas/user.ts";
import type { AuthService } from "./auth.service.ts";
import type { PasskeysService } from "./passkeys.service.ts";
import { retryAfterLock } from "./sign-in-throttle.ts";

export const passkeysRoutes: FastifyPluginAsyncZod<{
  passkeysService: PasskeysService;
  authService: AuthService;
  /** The password sign-in's per-IP budget: a passkey sign-in counts the same. */
  loginRateLimit: { ipMax: number; windowMs: number };
}> = async (app, { passkeysService, authService, loginRateLimit }) => {
  const perIp = { rateLimit: { max: loginRateLimit.ipMax, timeWindow: loginRateLimit.windowMs } };
  const list = { 200: z.array(passkeySchema), ...errorResponses };

  // Listing and adding a passkey stay open to someone who must set up a second factor: a passkey is one.
  app.get(
    "/api/user/passkeys",
    {
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: { tags: ["user"], description: "The person's passkeys, oldest first.", response: list },
    },
    async (request) => passkeysService.list(await request.requireActor()),
  );

  app.post(
    "/api/user/passkeys/options",
    {
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: {
        tags: ["user"],
        description:
          "The browser's options for adding a passkey (WebAuthn registration), after the person's password; pass them to navigator.credentials.create.",
        body: passkeyOptionsBodySchema,
        response: { 200: webAuthnJsonSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return await passkeysService.registrationOptions(
          await request.requireActor(),
          request.body.password,
          requestHeaders(request),
        );
      } catch (error) {
        return retryAfterLock(reply, error);
      }
    },
  );

  app.post(
    "/api/user/passkeys",
    {
      config: OPEN_BEFORE_TWO_FACTOR,
      schema: {
        tags: ["user"],
        description: "Adds the passkey the authenticator made for the options (its RegistrationResponseJSON), named.",
        body: addPasskeyBodySchema,
        response: { 201: z.array(passkeySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const passkeys = await passkeysService.add(await request.requireActor(), request.body);
      reply.code(201);
      return passkeys;
    },
  );

  app.delete(
    "/api/user/passkeys/:id",
    {
      schema: {
        tags: ["user"],
        description: "Removes one of the person's passkeys.",
        params: passkeyIdParamsSchema,
        response: list,
      },
    },
    async (request) => passkeysService.remove(await request.requireActor(), request.params.id),
  );

  app.post(
    "/api/login/passkey/options",
    {
      config: { ...OPEN_WHEN_SUSPENDED, ...perIp },
      schema: {
        tags: ["auth"],
        description:
          "Options for signing in with a passkey (WebAuthn authentication); pass them to navigator.credentials.get.",
        response: { 200: webAuthnJsonSchema, ...errorResponses },
      },
    },
    async () => passkeysService.signInOptions(),
  );

  app.post(
    "/api/login/passkey",
    {
      // Like a password sign-in, it replaces the session the browser presented.
      config: { ...OPEN_WHEN_SUSPENDED, endsSession: true, ...perIp },
      schema: {
        tags: ["auth"],
        description: "Signs in with the authenticator's answer (AuthenticationResponseJSON) to the options.",
        body: passkeySignInBodySchema,
        response: { 200: z.object({ user: userSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await passkeysService.verifySignIn(request.body);
      const result = await authService.openPasskeySession(userId, requestHeaders(request));
      forwardCookies(reply, result.cookies);
      return result.body;
    },
  );
};
