/** Office calls: list, create, edit/deactivate, and the upcoming bookings a deactivation decides about. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createOfficeBodySchema,
  officeIdParamsSchema,
  officeSchema,
  officeUpcomingBookingsSchema,
  updateOfficeBodySchema,
} from "#shared/schemas/office.ts";
import type { OfficesService } from "./offices.service.ts";

export const officesRoutes: FastifyPluginAsyncZod<{ officesService: OfficesService }> = async (
  app,
  { officesService },
) => {
  app.get(
    "/api/offices",
    {
      config: { scope: "offices:read" },
      schema: { tags: ["offices"], response: { 200: z.array(officeSchema), ...errorResponses } },
    },
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

  app.get(
    "/api/offices/:id/upcoming-bookings",
    {
      schema: {
        tags: ["offices"],
        description:
          "The office's bookings that have not ended, soonest first (first 50 and the total): what deactivating it would strand. Team managers and admins.",
        params: officeIdParamsSchema,
        response: { 200: officeUpcomingBookingsSchema, ...errorResponses },
      },
    },
    async (request) => officesService.upcomingBookings(await request.requireActor(), request.params.id),
  );
};
