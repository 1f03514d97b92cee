/**
 * GET /api/offices/{id}/check-in-code: the office's QR check-in code, for managers to print;
 * POST .../regenerate replaces it.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { officeCheckInCodeSchema } from "#shared/schemas/check-in-code.ts";
import { officeIdParamsSchema } from "#shared/schemas/office.ts";
import type { CheckInCodeService } from "./check-in-code.service.ts";

export const checkInCodeRoutes: FastifyPluginAsyncZod<{ checkInCodeService: CheckInCodeService }> = async (
  app,
  { checkInCodeService },
) => {
  app.get(
    "/api/offices/:id/check-in-code",
    {
      schema: {
        tags: ["offices"],
        description:
          "The office's check-in code, the link its QR code opens and the QR code as SVG. Team managers and admins.",
        params: officeIdParamsSchema,
        response: { 200: officeCheckInCodeSchema, ...errorResponses },
      },
    },
    async (request) => checkInCodeService.get(await request.requireActor(), request.params.id),
  );

  app.post(
    "/api/offices/:id/check-in-code/regenerate",
    {
      schema: {
        tags: ["offices"],
        description:
          "Gives the office a new check-in code; the printed QR code stops working. Team managers and admins.",
        params: officeIdParamsSchema,
        response: { 200: officeCheckInCodeSchema, ...errorResponses },
      },
    },
    async (request) => checkInCodeService.regenerate(await request.requireActor(), request.params.id),
  );
};
