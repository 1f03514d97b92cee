/** Booking template calls: list, save, change, delete, and book on chosen dates. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  bookTemplateBodySchema,
  placementResultSchema,
  templateBodySchema,
  templateIdParamsSchema,
  templateSchema,
  updateTemplateBodySchema,
} from "#shared/schemas/series.ts";
import type { TemplatesService } from "./templates.service.ts";

export const templatesRoutes: FastifyPluginAsyncZod<{ templatesService: TemplatesService }> = async (
  app,
  { templatesService },
) => {
  app.get(
    "/api/templates",
    { schema: { tags: ["templates"], response: { 200: z.array(templateSchema), ...errorResponses } } },
    async (request) => templatesService.list(await request.requireActor()),
  );

  app.post(
    "/api/templates",
    { schema: { tags: ["templates"], body: templateBodySchema, response: { 201: templateSchema, ...errorResponses } } },
    async (request, reply) =>
      reply.status(201).send(await templatesService.create(await request.requireActor(), request.body)),
  );

  app.patch(
    "/api/templates/:id",
    {
      schema: {
        tags: ["templates"],
        params: templateIdParamsSchema,
        body: updateTemplateBodySchema,
        response: { 200: templateSchema, ...errorResponses },
      },
    },
    async (request) => templatesService.update(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/templates/:id",
    { schema: { tags: ["templates"], params: templateIdParamsSchema, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await templatesService.remove(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/templates/:id/book",
    {
      schema: {
        tags: ["templates"],
        description: "Books the template on each date (team-local yyyy-MM-dd); one result per date.",
        params: templateIdParamsSchema,
        body: bookTemplateBodySchema,
        response: { 200: placementResultSchema, ...errorResponses },
      },
    },
    async (request) => templatesService.book(await request.requireActor(), request.params.id, request.body),
  );
};
