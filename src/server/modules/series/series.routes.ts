/**
 * Recurring series calls: preview, create, list, read, edit (all / following) and cancel
 * (all / following / range), delete. The single-occurrence edit is PATCH /api/bookings/{id}.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { NEXT_CURSOR_HEADER } from "#shared/constants.ts";
import {
  cancelSeriesBodySchema,
  cancelSeriesResultSchema,
  createSeriesResultSchema,
  deleteSeriesResultSchema,
  listSeriesQuerySchema,
  seriesBodySchema,
  seriesDetailSchema,
  seriesIdParamsSchema,
  seriesPreviewSchema,
  seriesSchema,
  updateSeriesBodySchema,
  updateSeriesResultSchema,
} from "#shared/schemas/series.ts";
import type { SeriesService } from "./series.service.ts";

export const seriesRoutes: FastifyPluginAsyncZod<{ seriesService: SeriesService }> = async (app, { seriesService }) => {
  app.post(
    "/api/series/preview",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["series"],
        description: "The dates a series would get now and which would be skipped, and why; writes nothing.",
        body: seriesBodySchema,
        response: { 200: seriesPreviewSchema, ...errorResponses },
      },
    },
    async (request) => seriesService.preview(await request.requireActor(), request.body),
  );

  app.post(
    "/api/series",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["series"],
        description:
          "Creates a series from an RRULE; every date inside the booking horizon becomes a booking in one transaction, conflicting dates are skipped and reported.",
        body: seriesBodySchema,
        response: { 201: createSeriesResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await seriesService.create(await request.requireActor(), request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/api/series",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["series"],
        description:
          "A page of series, newest first (limit, default 50); the next page's cursor is in the X-Next-Cursor header.",
        querystring: listSeriesQuerySchema,
        response: { 200: z.array(seriesSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await seriesService.list(await request.requireActor(), request.query);
      if (nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    "/api/series/:id",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["series"],
        params: seriesIdParamsSchema,
        response: { 200: seriesDetailSchema, ...errorResponses },
      },
    },
    async (request) => seriesService.get(await request.requireActor(), request.params.id),
  );

  app.patch(
    "/api/series/:id",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["series"],
        description:
          'Changes every date ("all") or splits the series at fromDate ("following"); per-date changes survive.',
        params: seriesIdParamsSchema,
        body: updateSeriesBodySchema,
        response: { 200: updateSeriesResultSchema, ...errorResponses },
      },
    },
    async (request) => seriesService.update(await request.requireActor(), request.params.id, request.body),
  );

  app.post(
    "/api/series/:id/cancel",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["series"],
        description: 'Cancels every date ("all"), fromDate on ("following") or fromDate..toDate ("range").',
        params: seriesIdParamsSchema,
        body: cancelSeriesBodySchema,
        response: { 200: cancelSeriesResultSchema, ...errorResponses },
      },
    },
    async (request) => seriesService.cancel(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/series/:id",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["series"],
        description:
          "Deletes a series: its future bookings are cancelled, its past (and cancelled) bookings are kept as single bookings, and it leaves the list.",
        params: seriesIdParamsSchema,
        response: { 200: deleteSeriesResultSchema, ...errorResponses },
      },
    },
    async (request) => seriesService.remove(await request.requireActor(), request.params.id),
  );
};
