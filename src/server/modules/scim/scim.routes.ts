/**
 * SCIM 2.0 at /api/scim/v2 (RFC 7644; docs/operations.md "SCIM provisioning"): Users and Groups
 * with filters, PATCH and paging, and the discovery documents, for a team's identity provider. A
 * call authenticates with the team's SCIM token (`Authorization: Bearer`), never a session; one
 * without a live token gets 401 before its body is read. Bodies are `application/scim+json` (or
 * JSON) both ways, and every error is a SCIM error (RFC 7644 section 3.12) that also carries the
 * app's `code` and `message`. The routes are their own Fastify context, so this error shape stays
 * theirs.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { CredentialsService } from "#server/modules/credentials/credentials.service.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import type { ScimCaller, ScimService } from "./scim.service.ts";
import {
  declareScimResources,
  SCIM_BASE,
  SCIM_MAX_RESULTS,
  SCIMMY,
  type ScimContext,
  type TaggedScimError,
} from "./scim-resources.ts";

const SCIM_TYPE = "application/scim+json";
const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

declare module "fastify" {
  interface FastifyRequest {
    /** The team whose SCIM token the request presented (set by the SCIM routes' onRequest hook). */
    scimCaller?: ScimCaller;
  }
}

/** The app's code for a SCIM status, when the error did not name one. */
const CODE_OF_STATUS: Record<number, string> = {
  400: "VALIDATION_FAILED",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "VALIDATION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  500: "INTERNAL",
  501: "INTERNAL",
};

/** Answers a SCIM error body (RFC 7644 section 3.12) with the app's code and message beside it. */
function sendScimError(
  reply: FastifyReply,
  status: number,
  detail: string,
  options: { scimType?: string | null; code?: string } = {},
): FastifyReply {
  return reply
    .status(status)
    .type(SCIM_TYPE)
    .send({
      schemas: [ERROR_SCHEMA],
      status: String(status),
      ...(options.scimType ? { scimType: options.scimType } : {}),
      detail,
      code: options.code ?? CODE_OF_STATUS[status] ?? "INTERNAL",
      message: detail,
    });
}

const listQuerySchema = z.object({
  filter: z.string().max(1000, "filter must be at most 1000 characters").optional(),
  startIndex: z.coerce.number().int().min(1).max(1_000_000).optional(),
  count: z.coerce.number().int().min(0).optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
/** The ids this service gives are UUIDs; anything outside their alphabet is no id of ours. */
const idParamsSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,100}$/, "id must be an id this service gave"),
});
const resourceBodySchema = z.record(z.string(), z.unknown());
const scimAnswer = z.looseObject({ schemas: z.array(z.string()) });
/** A SCIM error; the app-wide refusals made before a route runs (another site's call) are `{ code, message }`. */
const scimErrorSchema = z.object({
  schemas: z.array(z.string()).optional(),
  status: z.string().optional(),
  scimType: z.string().optional(),
  detail: z.string().optional(),
  code: z.string(),
  message: z.string(),
});
const errors = {
  400: scimErrorSchema,
  401: scimErrorSchema,
  403: scimErrorSchema,
  404: scimErrorSchema,
  409: scimErrorSchema,
};

/** The list parameters scimmy takes (count at most SCIM_MAX_RESULTS, RFC 7644 section 3.4.2.4). */
function listConfig(query: z.output<typeof listQuerySchema>) {
  return {
    ...(query.filter ? { filter: query.filter } : {}),
    ...(query.attributes ? { attributes: query.attributes } : {}),
    ...(query.excludedAttributes ? { excludedAttributes: query.excludedAttributes } : {}),
    startIndex: query.startIndex ?? 1,
    count: Math.min(query.count ?? SCIM_MAX_RESULTS, SCIM_MAX_RESULTS),
  };
}

/**
 * A scimmy resource for a request: its constructor parses `filter` and `attributes`, and answers a
 * text it cannot parse with a TypeError rather than its own error; that is the caller's 400.
 */
function resourceFor<R>(make: () => R): R {
  try {
    return make();
  } catch (error) {
    if (error instanceof SCIMMY.Types.Error) throw error;
    const message =
      "filter, attributes or excludedAttributes could not be read: check their syntax (RFC 7644 section 3.4.2).";
    throw Object.assign(new SCIMMY.Types.Error(400, "invalidValue", message), { code: "VALIDATION_FAILED" });
  }
}

/** A JSON-safe copy (scimmy's objects carry Dates and getters), as the answer is sent. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

export const scimRoutes: FastifyPluginAsyncZod<{
  scimService: ScimService;
  credentialsService: CredentialsService;
  db: Database;
}> = async (app, { scimService, credentialsService, db }) => {
  declareScimResources();
  app.addContentTypeParser(SCIM_TYPE, { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));

  // Who is calling decides before anything is read: the team's live SCIM token, and the team not suspended.
  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const credential = token ? await credentialsService.authenticate(token, "scim") : null;
    if (!credential) {
      reply.header("www-authenticate", 'Bearer realm="SCIM"');
      return sendScimError(reply, 401, "Send the team's SCIM token as Authorization: Bearer <token>.");
    }
    const team = await teamRepo.findTeam(db, credential.teamId);
    if (!team || team.status === "suspended") {
      return sendScimError(reply, 403, "The team is suspended: provisioning is paused.", { code: "TEAM_SUSPENDED" });
    }
    request.scimCaller = { teamId: credential.teamId, credentialId: credential.id, ip: request.ip };
  });

  app.setErrorHandler((error: FastifyError & Partial<TaggedScimError>, request, reply) => {
    if (error instanceof SCIMMY.Types.Error) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, "SCIM request failed");
      return sendScimError(reply, error.status, error.message, { scimType: error.scimType, code: error.code });
    }
    // The app-wide refusals made before the route runs (a suspended team's session, say).
    if (error instanceof AppError) return sendScimError(reply, error.status, error.message, { code: error.code });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .slice(0, 3)
        .map((issue) => `${issue.instancePath.replace(/^\//, "") || "request"}: ${issue.message}`)
        .join("; ");
      return sendScimError(reply, 400, `Invalid ${error.validationContext ?? "request"}. ${details}`, {
        scimType: "invalidValue",
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendScimError(reply, error.statusCode, error.message || "The request could not be processed.", {
        scimType: error.statusCode === 400 ? "invalidSyntax" : null,
      });
    }
    request.log.error({ err: error }, "SCIM request failed");
    return sendScimError(reply, 500, "The request could not be completed.");
  });

  const contextOf = (request: FastifyRequest): ScimContext => {
    if (!request.scimCaller) throw new Error("SCIM route reached without its caller");
    return { service: scimService, caller: request.scimCaller };
  };
  const scimConfig = { accepts: [SCIM_TYPE, "application/json"], credential: "scim" } as const;
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.status(status).type(SCIM_TYPE).send(plain(body));

  for (const [resource, Resource] of [
    ["Users", SCIMMY.Resources.User],
    ["Groups", SCIMMY.Resources.Group],
  ] as const) {
    app.get(
      `${SCIM_BASE}/${resource}`,
      {
        config: scimConfig,
        schema: {
          tags: ["scim"],
          description: `Lists the team's ${resource} (RFC 7644 section 3.4.2): filter, startIndex, count (at most ${SCIM_MAX_RESULTS}).`,
          querystring: listQuerySchema,
          response: { 200: scimAnswer, ...errors },
        },
      },
      // scimmy takes a list's parameters in place of the id (its README: `new User({ filter })`).
      async (request, reply) => {
        const list = (await resourceFor(() => new Resource(listConfig(request.query) as never)).read(
          contextOf(request),
        )) as InstanceType<typeof SCIMMY.Messages.ListResponse>;
        // A page past the end is empty (RFC 7644 section 3.4.2.4); scimmy keeps the whole list then.
        if (list.startIndex > list.totalResults) list.Resources = [];
        return send(reply, 200, list);
      },
    );
    app.get(
      `${SCIM_BASE}/${resource}/:id`,
      {
        config: scimConfig,
        schema: {
          tags: ["scim"],
          params: idParamsSchema,
          querystring: listQuerySchema,
          response: { 200: scimAnswer, ...errors },
        },
      },
      async (request, reply) =>
        send(
          reply,
          200,
          await resourceFor(() => new Resource(request.params.id, listConfig(request.query))).read(contextOf(request)),
        ),
    );
    app.post(
      `${SCIM_BASE}/${resource}`,
      {
        config: scimConfig,
        schema: { tags: ["scim"], body: resourceBodySchema, response: { 201: scimAnswer, ...errors } },
      },
      async (request, reply) => send(reply, 201, await new Resource().write(request.body, contextOf(request))),
    );
    app.put(
      `${SCIM_BASE}/${resource}/:id`,
      {
        config: scimConfig,
        schema: {
          tags: ["scim"],
          params: idParamsSchema,
          body: resourceBodySchema,
          response: { 200: scimAnswer, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, 200, await new Resource(request.params.id).write(request.body, contextOf(request))),
    );
    app.patch(
      `${SCIM_BASE}/${resource}/:id`,
      {
        config: scimConfig,
        schema: {
          tags: ["scim"],
          description: "Applies PatchOp operations (RFC 7644 section 3.5.2): add, replace, remove.",
          params: idParamsSchema,
          body: resourceBodySchema,
          response: { 200: scimAnswer, 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const patched = await new Resource(request.params.id).patch(request.body as never, ctx);
        // Nothing changed: the resource as it is (RFC 7644 section 3.5.2 allows 200 with it).
        return send(reply, 200, patched ?? (await new Resource(request.params.id).read(ctx)));
      },
    );
    app.delete(
      `${SCIM_BASE}/${resource}/:id`,
      {
        config: scimConfig,
        schema: { tags: ["scim"], params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await new Resource(request.params.id).dispose(contextOf(request));
        return reply.status(204).send(null);
      },
    );
  }

  for (const [path, read] of [
    ["ServiceProviderConfig", () => new SCIMMY.Resources.ServiceProviderConfig().read()],
    ["ResourceTypes", () => new SCIMMY.Resources.ResourceType().read()],
    ["Schemas", () => new SCIMMY.Resources.Schema().read()],
  ] as const) {
    app.get(
      `${SCIM_BASE}/${path}`,
      {
        config: scimConfig,
        schema: {
          tags: ["scim"],
          description: `RFC 7644 section 4: ${path}.`,
          response: { 200: scimAnswer, ...errors },
        },
      },
      async (_request, reply) => send(reply, 200, await read()),
    );
  }
};
