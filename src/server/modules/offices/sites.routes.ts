/** Sites and floors: the team reads them; team managers and admins make, change and remove them. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createFloorBodySchema,
  createSiteBodySchema,
  floorIdParamsSchema,
  floorSchema,
  siteIdParamsSchema,
  siteSchema,
  updateFloorBodySchema,
  updateSiteBodySchema,
} from "#shared/schemas/site.ts";
import type { SitesService } from "./sites.service.ts";

export const sitesRoutes: FastifyPluginAsyncZod<{ sitesService: SitesService }> = async (app, { sitesService }) => {
  app.get(
    "/api/sites",
    {
      schema: {
        tags: ["offices"],
        description: "The team's sites, the unnamed one first, then by name; each with its floors by level.",
        response: { 200: z.array(siteSchema), ...errorResponses },
      },
    },
    async (request) => sitesService.list(await request.requireActor()),
  );

  app.post(
    "/api/sites",
    {
      schema: {
        tags: ["offices"],
        description: "Makes a site (team managers and admins).",
        body: createSiteBodySchema,
        response: { 201: siteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return sitesService.createSite(await request.requireActor(), request.body);
    },
  );

  app.patch(
    "/api/sites/:id",
    {
      schema: {
        tags: ["offices"],
        description: "Renames a site or changes its address; its offices' `building` follows.",
        params: siteIdParamsSchema,
        body: updateSiteBodySchema,
        response: { 200: siteSchema, ...errorResponses },
      },
    },
    async (request) => sitesService.updateSite(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/sites/:id",
    {
      schema: {
        tags: ["offices"],
        description: "Removes a site and its floors; 409 while any of them holds an office.",
        params: siteIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sitesService.removeSite(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/sites/:id/floors",
    {
      schema: {
        tags: ["offices"],
        description: "Adds a floor to the site (team managers and admins).",
        params: siteIdParamsSchema,
        body: createFloorBodySchema,
        response: { 201: floorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return sitesService.createFloor(await request.requireActor(), request.params.id, request.body);
    },
  );

  app.patch(
    "/api/floors/:id",
    {
      schema: {
        tags: ["offices"],
        description: "Renames a floor or changes its level; its offices' `floor` follows.",
        params: floorIdParamsSchema,
        body: updateFloorBodySchema,
        response: { 200: floorSchema, ...errorResponses },
      },
    },
    async (request) => sitesService.updateFloor(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/floors/:id",
    {
      schema: {
        tags: ["offices"],
        description: "Removes a floor; 409 while it holds an office.",
        params: floorIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sitesService.removeFloor(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
