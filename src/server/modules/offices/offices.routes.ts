/** Office calls: list, create, edit/deactivate. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createOfficeBodySchema,
  officeIdParamsSchema,
  officeSchema,
  updateOfficeBodySchema,
} from "#shared/schemas/office.ts";
import type { OfficesService } from "./offices.service.ts";

export const officesRoutes: FastifyPluginAsyncZod<{ officesService: OfficesService }> = async (
  app,
  { officesService },
) => {
  app.get(
    "/api/offices",
    { schema: { tags: ["offices"], response: { 200: z.array(officeSchema), ...errorResponses } } },
    async (request) => officesService.list(await request.requireActor()),
  );

  app.post(
    "/api/offices",
    { schema: { tags: ["offices"], body: createOfficeBodySchema, response: { 201: officeSchema, ...errorResponses } } },
    async (request, reply) => {
      const office = await officesService.create(await request.requireActor(), request.body);
      return reply.status(201).send(office);
    },
  );

  app.patch(
    "/api/offices/:id",
    {
      schema: {
        tags: ["offices"],
        params: officeIdParamsSchema,
        body: updateOfficeBodySchema,
        response: { 200: officeSchema, ...errorResponses },
      },
    },
    async (request) => officesService.update(await request.requireActor(), request.params.id, request.body),
  );
};
