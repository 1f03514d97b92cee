/** POST /api/bookings/{id}/check-in (DESIGN.md "Check-in and release"; issue 9). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { bookingIdParamsSchema, bookingSchema } from "#shared/schemas/booking.ts";
import type { CheckIn } from "./check-in.ts";

export const checkInRoutes: FastifyPluginAsyncZod<{ checkIn: CheckIn }> = async (app, { checkIn }) => {
  app.post(
    "/api/bookings/:id/check-in",
    {
      schema: {
        tags: ["bookings"],
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => checkIn.checkIn(await request.requireActor(), request.params.id),
  );
};
