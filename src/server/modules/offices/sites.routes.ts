/** Sites and floors: the team reads them; team managers and admins make, change and remove them. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createFloorBodySchema,
  createSiteBodySchema,
  FLOOR_PLAN_MAX_BYTES,
  FLOOR_PLAN_TYPES,
  type FloorPlanType,
  floorIdParamsSchema,
  floorSchema,
  setPositionsBodySchema,
  siteIdParamsSchema,
  siteSchema,
  updateFloorBodySchema,
  updateSiteBodySchema,
} from "#shared/schemas/site.ts";
import type { SitesService } from "./sites.service.ts";

export const sitesRoutes: FastifyPluginAsyncZod<{ sitesService: SitesService }> = async (app, { sitesService }) => {
  // A plan arrives as the file itself (its type in Content-Type), read whole up to the route's limit.
  app.addContentTypeParser([...FLOOR_PLAN_TYPES], { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.get(
    "/api/sites",
    {
      config: { scope: "offices:read" },
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

  app.put(
    "/api/floors/:id/plan",
    {
      bodyLimit: FLOOR_PLAN_MAX_BYTES,
      // Refused before the file is read when the caller may not change floors.
      config: {
        accepts: FLOOR_PLAN_TYPES,
        access: { capability: "office:manage", message: "Only team managers and admins can change sites and floors." },
      },
      schema: {
        tags: ["offices"],
        description:
          "Uploads the floor's plan, replacing any it had: the file as the body, its type (image/svg+xml, image/png, image/jpeg or image/webp) as Content-Type, at most 5 MiB. An SVG is sanitised: no scripts, event attributes, styles or references outside the file. Answers the floor.",
        params: floorIdParamsSchema,
        consumes: [...FLOOR_PLAN_TYPES],
        body: z.custom<Buffer>((value) => Buffer.isBuffer(value), { error: "Send the plan's file as the body" }),
        response: { 200: floorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const mediaType = String(request.headers["content-type"]).split(";")[0].trim().toLowerCase() as FloorPlanType;
      return sitesService.savePlan(await request.requireActor(), request.params.id, mediaType, request.body);
    },
  );

  app.get(
    "/api/floors/:id/plan",
    {
      config: { scope: "offices:read" },
      schema: {
        tags: ["offices"],
        description: "The floor's plan, as uploaded (an SVG as sanitised). Everyone in the team.",
        params: floorIdParamsSchema,
        produces: [...FLOOR_PLAN_TYPES, "application/json"],
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe("The plan, an image of its media type"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const plan = await sitesService.readPlan(await request.requireActor(), request.params.id);
      // Served as an image, never a page: nothing in it runs or loads, even opened on its own.
      return reply
        .header("content-type", plan.mediaType)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-cache")
        .header("last-modified", plan.updatedAt.toUTCString())
        .send(Buffer.from(plan.content));
    },
  );

  app.delete(
    "/api/floors/:id/plan",
    {
      schema: {
        tags: ["offices"],
        description: "Removes the floor's plan; its offices keep their places for the next one.",
        params: floorIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sitesService.removePlan(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/api/floors/:id/positions",
    {
      schema: {
        tags: ["offices"],
        description:
          "Places offices of the floor on its plan (fractions of the plan's width and height from its top left; a room may have a width and height), or takes them off with null. All or none.",
        params: floorIdParamsSchema,
        body: setPositionsBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sitesService.setPositions(await request.requireActor(), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
