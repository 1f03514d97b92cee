/** Neighbourhoods of a floor: team managers and admins make, change and remove them; GET /api/sites lists them. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createNeighbourhoodBodySchema,
  neighbourhoodIdParamsSchema,
  neighbourhoodSchema,
  updateNeighbourhoodBodySchema,
} from "#shared/schemas/neighbourhood.ts";
import { floorIdParamsSchema } from "#shared/schemas/site.ts";
import type { NeighbourhoodsService } from "./neighbourhoods.service.ts";

export const neighbourhoodsRoutes: FastifyPluginAsyncZod<{ neighbourhoodsService: NeighbourhoodsService }> = async (
  app,
  { neighbourhoodsService },
) => {
  app.post(
    "/api/floors/:id/neighbourhoods",
    {
      schema: {
        tags: ["offices"],
        description:
          "Makes a neighbourhood on the floor: who may book its offices (roles, groups; neither: everyone), whole days only, a longest booking, a horizon (team managers and admins).",
        params: floorIdParamsSchema,
        body: createNeighbourhoodBodySchema,
        response: { 201: neighbourhoodSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return neighbourhoodsService.create(await request.requireActor(), request.params.id, request.body);
    },
  );

  app.patch(
    "/api/neighbourhoods/:id",
    {
      schema: {
        tags: ["offices"],
        description: "Changes a neighbourhood's name or rules.",
        params: neighbourhoodIdParamsSchema,
        body: updateNeighbourhoodBodySchema,
        response: { 200: neighbourhoodSchema, ...errorResponses },
      },
    },
    async (request) => neighbourhoodsService.update(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/neighbourhoods/:id",
    {
      schema: {
        tags: ["offices"],
        description: "Removes a neighbourhood; its offices stay, under the team's rules alone.",
        params: neighbourhoodIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await neighbourhoodsService.remove(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
