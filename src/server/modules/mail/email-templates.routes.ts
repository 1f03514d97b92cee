/**
 * The email builder's API: the same calls for a team's templates (team admins,
 * /api/email-templates) and the platform defaults (super admins, /api/admin/email-templates), each
 * on one language's copy (`?language=`, English when not said); names and descriptions come in the
 * reader's language.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { requestLanguage } from "#server/lib/request-language.ts";
import { PLATFORM_MESSAGE } from "#server/modules/platform/platform-access.ts";
import type { Language } from "#shared/i18n.ts";
import type { Capability } from "#shared/roles.ts";
import {
  emailTemplateBodySchema,
  emailTemplateListSchema,
  emailTemplateParamsSchema,
  emailTemplateQuerySchema,
  emailTemplateSchema,
  emailTestSentSchema,
  renderedEmailSchema,
} from "#shared/schemas/email-template.ts";
import {
  type EmailTemplateScope,
  type EmailTemplatesService,
  type Languages,
  TEAM_TEMPLATES_MESSAGE,
} from "./email-templates.service.ts";

/** The copy's language the call names, and its reader's. */
function languagesOf(
  request: Pick<FastifyRequest, "cookies" | "headers"> & { query: { language: Language } },
): Languages {
  return { language: request.query.language, reader: requestLanguage(request) };
}

const SCOPES: {
  scope: EmailTemplateScope;
  base: string;
  tag: string;
  who: string;
  access: { capability: Capability; message: string };
}[] = [
  {
    scope: "team",
    base: "/api/email-templates",
    tag: "team",
    who: "the team's (team admins)",
    access: { capability: "team:settings", message: TEAM_TEMPLATES_MESSAGE },
  },
  {
    scope: "platform",
    base: "/api/admin/email-templates",
    tag: "platform",
    who: "the platform defaults (super admins)",
    access: { capability: "platform:manage", message: PLATFORM_MESSAGE },
  },
];

export const emailTemplatesRoutes: FastifyPluginAsyncZod<{ emailTemplatesService: EmailTemplatesService }> = async (
  app,
  { emailTemplatesService: service },
) => {
  for (const { scope, base, tag, who, access } of SCOPES) {
    // Who may call is decided before a body is read (lib/route-policy.ts).
    const config = { access };
    app.get(
      base,
      {
        config,
        schema: {
          tags: [tag],
          description: `E-mail templates, ${who}: each with whether it was edited.`,
          querystring: emailTemplateQuerySchema,
          response: { 200: emailTemplateListSchema, ...errorResponses },
        },
      },
      async (request) => service.list(await request.requireActor(), scope, languagesOf(request)),
    );
    app.get(
      `${base}/:templateId`,
      {
        config,
        schema: {
          tags: [tag],
          description: `One e-mail template as sent, ${who}: subject, blocks and its {{variables}}.`,
          params: emailTemplateParamsSchema,
          querystring: emailTemplateQuerySchema,
          response: { 200: emailTemplateSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.get(await request.requireActor(), scope, request.params.templateId, languagesOf(request)),
    );
    app.put(
      `${base}/:templateId`,
      {
        config,
        schema: {
          tags: [tag],
          description: `Saves ${who} template; unknown {{variables}} are refused (400 UNKNOWN_EMAIL_VARIABLES).`,
          params: emailTemplateParamsSchema,
          querystring: emailTemplateQuerySchema,
          body: emailTemplateBodySchema,
          response: { 200: emailTemplateSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.save(
          await request.requireActor(),
          scope,
          request.params.templateId,
          request.body,
          languagesOf(request),
        ),
    );
    app.delete(
      `${base}/:templateId`,
      {
        config,
        schema: {
          tags: [tag],
          description: `Resets ${who} template to its default.`,
          params: emailTemplateParamsSchema,
          querystring: emailTemplateQuerySchema,
          response: { 200: emailTemplateSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.reset(await request.requireActor(), scope, request.params.templateId, languagesOf(request)),
    );
    app.post(
      `${base}/:templateId/preview`,
      {
        config,
        schema: {
          tags: [tag],
          description: "Renders a subject and blocks with sample values (HTML and plain text); saves nothing.",
          params: emailTemplateParamsSchema,
          querystring: emailTemplateQuerySchema,
          body: emailTemplateBodySchema,
          response: { 200: renderedEmailSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.preview(
          await request.requireActor(),
          scope,
          request.params.templateId,
          request.body,
          languagesOf(request),
        ),
    );
    app.post(
      `${base}/:templateId/test`,
      {
        config,
        schema: {
          tags: [tag],
          description: "Queues a test of a subject and blocks, with sample values, to the caller's own address.",
          params: emailTemplateParamsSchema,
          querystring: emailTemplateQuerySchema,
          body: emailTemplateBodySchema,
          response: { 200: emailTestSentSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.sendTest(
          await request.requireActor(),
          scope,
          request.params.templateId,
          request.body,
          languagesOf(request),
        ),
    );
  }
};
