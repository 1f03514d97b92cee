/**
 * Single sign-on (docs/product.md "Single sign-on"): the team admin's connection and domains under
 * /api/team/sso, and the sign-in itself: /api/auth/sso/start answers the provider's page for an
 * address at a verified domain, and the provider sends the browser back to /api/auth/sso/callback,
 * which lands it on the app (signed in, or on /auth with what went wrong); a SAML provider posts its
 * answer to /api/auth/sso/saml/acs instead, and reads the team's side at its metadata address.
 */

import formBody from "@fastify/formbody";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ssoFlowCookieName } from "#server/lib/better-auth.ts";
import { errorResponses, forwardCookies } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  addSsoDomainBodySchema,
  enableSsoBodySchema,
  requireSsoBodySchema,
  samlAcsBodySchema,
  samlMetadataParamsSchema,
  saveSamlConnectionBodySchema,
  saveSsoConnectionBodySchema,
  ssoCallbackQuerySchema,
  ssoDomainParamsSchema,
  ssoSettingsSchema,
  startSsoAnswerSchema,
  startSsoBodySchema,
} from "#shared/schemas/sso.ts";
import { SSO_FLOW_SECONDS, type SsoLanding, type SsoService } from "./sso.service.ts";
import { serviceProviderMetadata, serviceProviderOf } from "./sso-saml.ts";

const FORM_TYPE = "application/x-www-form-urlencoded";

export const ssoRoutes: FastifyPluginAsyncZod<{
  ssoService: SsoService;
  appUrl: string;
  /** The password sign-in's per-IP budget (LOGIN_RATE_LIMIT_IP_MAX a minute): starting one counts the same. */
  loginRateLimit: { ipMax: number; windowMs: number };
}> = async (app, { ssoService, appUrl, loginRateLimit }) => {
  const cookieName = ssoFlowCookieName(appUrl);
  const secure = appUrl.startsWith("https://");
  const setFlowCookie = (reply: FastifyReply, value: string | null) =>
    value !== null &&
    reply.setCookie(cookieName, value, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: SSO_FLOW_SECONDS,
    });
  const response = { 200: ssoSettingsSchema, ...errorResponses };
  /** Sends the browser where the provider's answer lands it, with the session's cookies. */
  const land = (request: FastifyRequest, reply: FastifyReply, landing: SsoLanding) => {
    if (landing.error) {
      request.log.warn({ code: landing.error.code, reason: landing.error.message }, "single sign-on did not complete");
    }
    forwardCookies(reply, landing.cookies);
    return reply.redirect(landing.location, 303);
  };

  app.get(
    "/api/team/sso",
    {
      schema: {
        tags: ["sso"],
        description:
          "The team's single sign-on: its provider (never the secret), domains and the redirect URI (team admins).",
        response,
      },
    },
    async (request) => ssoService.settings(await request.requireActor()),
  );

  app.put(
    "/api/team/sso",
    {
      schema: {
        tags: ["sso"],
        description:
          "Saves the OpenID Connect provider (its discovery document is read first). A new issuer, client or secret switches sign-in off until a new test.",
        body: saveSsoConnectionBodySchema,
        response,
      },
    },
    async (request) => ssoService.save(await request.requireActor(), request.body),
  );

  app.put(
    "/api/team/sso/saml",
    {
      schema: {
        tags: ["sso"],
        description:
          "Saves a SAML 2.0 provider from its metadata (its URL, or the XML). A new entity ID, sign-on address or certificate switches sign-in off until a new test.",
        body: saveSamlConnectionBodySchema,
        response,
      },
    },
    async (request) => ssoService.saveSaml(await request.requireActor(), request.body),
  );

  app.delete(
    "/api/team/sso",
    { schema: { tags: ["sso"], description: "Removes the provider; members sign in with passwords.", response } },
    async (request) => ssoService.remove(await request.requireActor()),
  );

  app.post(
    "/api/team/sso/test",
    {
      schema: {
        tags: ["sso"],
        description: "Starts the admin's test sign-in through the provider: open `url` in the browser.",
        response: { 200: startSsoAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { url, flowCookie } = await ssoService.startTest(await request.requireActor());
      setFlowCookie(reply, flowCookie);
      return { url };
    },
  );

  app.post(
    "/api/team/sso/enabled",
    {
      schema: {
        tags: ["sso"],
        description: "Turns sign-in through the provider on (after a test) or off.",
        body: enableSsoBodySchema,
        response,
      },
    },
    async (request) => ssoService.setEnabled(await request.requireActor(), request.body.enabled),
  );

  app.post(
    "/api/team/sso/required",
    {
      schema: {
        tags: ["sso"],
        description:
          "Requires single sign-on of the team's members: password sign-in is refused and password sessions end, but for the named break-glass team admin.",
        body: requireSsoBodySchema,
        response,
      },
    },
    async (request) => ssoService.setRequired(await request.requireActor(), request.body),
  );

  app.post(
    "/api/team/sso/domains",
    {
      schema: {
        tags: ["sso"],
        description: "Claims an e-mail domain; the answer names the DNS TXT record that proves it.",
        body: addSsoDomainBodySchema,
        response,
      },
    },
    async (request) => ssoService.addDomain(await request.requireActor(), request.body.domain),
  );

  app.post(
    "/api/team/sso/domains/:domain/verify",
    {
      schema: {
        tags: ["sso"],
        description: "Looks the domain's TXT record up; when it holds the challenge, the domain is the team's.",
        params: ssoDomainParamsSchema,
        response,
      },
    },
    async (request) => ssoService.verifyDomain(await request.requireActor(), request.params.domain),
  );

  app.delete(
    "/api/team/sso/domains/:domain",
    {
      schema: { tags: ["sso"], description: "Releases a domain.", params: ssoDomainParamsSchema, response },
    },
    async (request) => ssoService.removeDomain(await request.requireActor(), request.params.domain),
  );

  app.post(
    "/api/auth/sso/start",
    {
      config: { ...OPEN_WHEN_SUSPENDED, rateLimit: { max: loginRateLimit.ipMax, timeWindow: loginRateLimit.windowMs } },
      schema: {
        tags: ["auth"],
        description:
          "The provider's sign-in page for an address at a domain verified by a team with single sign-on on; 404 SSO_NOT_CONFIGURED otherwise.",
        body: startSsoBodySchema,
        response: { 200: startSsoAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { url, flowCookie } = await ssoService.startSignIn(request.body.email);
      setFlowCookie(reply, flowCookie);
      return { url };
    },
  );

  // The SAML provider's answer is a form posted from its own site (SAML 2.0 HTTP-POST binding).
  await app.register(formBody, { bodyLimit: 600_000 });

  app.get(
    "/api/auth/sso/saml/:teamId/metadata",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["auth"],
        description:
          "The team's SAML service provider metadata (its address is the entity ID): give it to the identity provider.",
        params: samlMetadataParamsSchema,
      },
    },
    async (request, reply) =>
      reply
        .type("application/samlmetadata+xml")
        .send(serviceProviderMetadata(serviceProviderOf(appUrl, request.params.teamId))),
  );

  app.post(
    "/api/auth/sso/saml/acs",
    {
      config: { ...OPEN_WHEN_SUSPENDED, crossSite: true, accepts: [FORM_TYPE] },
      bodyLimit: 600_000,
      schema: {
        tags: ["auth"],
        description:
          "Where a SAML provider posts its answer (HTTP-POST binding): checks it and lands on the app, signed in (or on the settings page after a test); on /auth with `sso=failed` when it did not check out.",
        consumes: [FORM_TYPE],
        body: samlAcsBodySchema,
      },
    },
    async (request, reply) => {
      const landing = await ssoService.finishSaml(request.body, fromNodeHeaders(request.headers), request.ip);
      return land(request, reply, landing);
    },
  );

  app.get(
    "/api/auth/sso/callback",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags: ["auth"],
        description:
          "Where the provider sends the browser back: checks its answer and lands on the app, signed in (or on the settings page after a test); on /auth with `sso=failed` when it did not check out.",
        querystring: ssoCallbackQuerySchema,
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const sealed = request.cookies[cookieName];
      reply.clearCookie(cookieName, { path: "/", httpOnly: true, sameSite: "lax", secure });
      const landing = await ssoService.finish(
        new URL(request.url, appUrl),
        sealed,
        fromNodeHeaders(request.headers),
        request.ip,
      );
      return land(request, reply, landing);
    },
  );
};
