/**
 * A team's credentials (team admins): list by kind, make one (its token shown once), revoke one. A
 * person's own API tokens the same way (docs/product.md "API tokens"); only a session reaches these.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createCredentialBodySchema,
  createdCredentialSchema,
  createdPersonalTokenSchema,
  createPersonalTokenBodySchema,
  credentialIdParamsSchema,
  credentialSchema,
  listCredentialsQuerySchema,
  personalTokenSchema,
} from "#shared/schemas/credentials.ts";
import type { CredentialsService } from "./credentials.service.ts";

export const credentialsRoutes: FastifyPluginAsyncZod<{ credentialsService: CredentialsService }> = async (
  app,
  { credentialsService },
) => {
  app.get(
    "/api/team/credentials",
    {
      schema: {
        tags: ["team"],
        description: "The team's tokens of one kind (team admins), newest first; never the tokens themselves.",
        querystring: listCredentialsQuerySchema,
        response: { 200: z.array(credentialSchema), ...errorResponses },
      },
    },
    async (request) => credentialsService.list(await request.requireActor(), request.query.kind),
  );

  app.post(
    "/api/team/credentials",
    {
      schema: {
        tags: ["team"],
        description: "Makes a token (team admins). The answer holds the token: it is shown this once, stored hashed.",
        body: createCredentialBodySchema,
        response: { 201: createdCredentialSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return credentialsService.create(await request.requireActor(), request.body);
    },
  );

  app.delete(
    "/api/team/credentials/:id",
    {
      schema: {
        tags: ["team"],
        description: "Revokes a token (team admins): calls with it are refused from then on.",
        params: credentialIdParamsSchema,
        response: { 200: credentialSchema, ...errorResponses },
      },
    },
    async (request) => credentialsService.revoke(await request.requireActor(), request.params.id),
  );

  app.get(
    "/api/user/tokens",
    {
      schema: {
        tags: ["user"],
        description:
          "Your personal API tokens, newest first (revoked and expired ones too); never the tokens themselves.",
        response: { 200: z.array(personalTokenSchema), ...errorResponses },
      },
    },
    async (request) => credentialsService.listPersonal(await request.requireActor()),
  );

  app.post(
    "/api/user/tokens",
    {
      schema: {
        tags: ["user"],
        description:
          "Makes a personal API token that acts as you within its scopes (send it as `Authorization: Bearer`). The answer holds the token: it is shown this once, stored hashed.",
        body: createPersonalTokenBodySchema,
        response: { 201: createdPersonalTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return credentialsService.createPersonal(await request.requireActor(), request.body);
    },
  );

  app.delete(
    "/api/user/tokens/:id",
    {
      schema: {
        tags: ["user"],
        description: "Revokes one of your personal API tokens: calls with it are refused from then on.",
        params: credentialIdParamsSchema,
        response: { 200: personalTokenSchema, ...errorResponses },
      },
    },
    async (request) => credentialsService.revokePersonal(await request.requireActor(), request.params.id),
  );
};
