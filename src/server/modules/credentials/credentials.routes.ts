/** A team's credentials (team admins): list by kind, make one (its token shown once), revoke one. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createCredentialBodySchema,
  createdCredentialSchema,
  credentialIdParamsSchema,
  credentialSchema,
  listCredentialsQuerySchema,
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
};
