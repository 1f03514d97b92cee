/** An assigned desk's released days (docs/product.md "Assigned desks"): its holder, or a manager for them. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { deskReleaseParamsSchema, deskReleaseSchema } from "#shared/schemas/office.ts";
import type { DeskReleasesService } from "./desk-releases.service.ts";

export const deskReleasesRoutes: FastifyPluginAsyncZod<{ deskReleasesService: DeskReleasesService }> = async (
  app,
  { deskReleasesService },
) => {
  app.put(
    "/api/offices/:id/releases/:date",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["offices"],
        description:
          "Releases an assigned desk for a local date of the team's zone, so colleagues may book it (its holder, or a team manager or admin). Idempotent.",
        params: deskReleaseParamsSchema,
        response: { 200: deskReleaseSchema, ...errorResponses },
      },
    },
    async (request) =>
      deskReleasesService.release(await request.requireActor(), request.params.id, request.params.date),
  );

  app.delete(
    "/api/offices/:id/releases/:date",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["offices"],
        description:
          "Takes an assigned desk back for a local date; refused (409) when a colleague booked it that day. Idempotent.",
        params: deskReleaseParamsSchema,
        response: { 200: deskReleaseSchema, ...errorResponses },
      },
    },
    async (request) =>
      deskReleasesService.reclaim(await request.requireActor(), request.params.id, request.params.date),
  );
};
