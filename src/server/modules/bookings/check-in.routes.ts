/**
 * POST /api/bookings/{id}/check-in and POST /api/check-in/{officeCode} (the office's QR link)
 * (docs/product.md "Check-in and release").
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { bookingIdParamsSchema, bookingSchema } from "#shared/schemas/booking.ts";
import { officeCodeParamsSchema } from "#shared/schemas/check-in-code.ts";
import type { CheckIn } from "./check-in.ts";

export const checkInRoutes: FastifyPluginAsyncZod<{ checkIn: CheckIn }> = async (app, { checkIn }) => {
  app.post(
    "/api/bookings/:id/check-in",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["bookings"],
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => checkIn.checkIn(await request.requireActor(), request.params.id),
  );

  app.post(
    "/api/check-in/:officeCode",
    {
      schema: {
        tags: ["bookings"],
        description:
          "Checks the signed-in person into their booking at the office with this check-in code (its QR link), now.",
        params: officeCodeParamsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
      // The code on the office's poster proves presence: never in the access log.
      config: { secretParams: ["officeCode"] },
    },
    async (request) => checkIn.checkInAtOffice(await request.requireActor(), request.params.officeCode),
  );
};
