/**
 * Calendar feed calls: the user's feed status, regenerate, revoke, and the feed itself at
 * /api/calendar/{token}.ics (no session: the token is the credential).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFileParamsSchema,
} from "#shared/schemas/notification.ts";
import type { CalendarFeedService } from "./calendar-feed.service.ts";

export const calendarFeedRoutes: FastifyPluginAsyncZod<{ calendarFeedService: CalendarFeedService }> = async (
  app,
  { calendarFeedService: service },
) => {
  const tags = ["calendar"];

  app.get(
    "/api/user/calendar-feed",
    { schema: { tags, response: { 200: calendarFeedStatusSchema, ...errorResponses } } },
    async (request) => service.status(await request.requireActor()),
  );

  app.post(
    "/api/user/calendar-feed",
    { config: OPEN_WHEN_SUSPENDED, schema: { tags, response: { 201: calendarFeedCreatedSchema, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await service.regenerate(await request.requireActor())),
  );

  app.delete(
    "/api/user/calendar-feed",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: { tags, response: { 204: z.null().describe("No content"), ...errorResponses } },
    },
    async (request, reply) => {
      await service.revoke(await request.requireActor());
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/calendar/:file",
    {
      schema: {
        tags,
        description: "The user's upcoming bookings as iCalendar (RFC 5545); {file} is {token}.ics.",
        params: calendarFileParamsSchema,
        produces: ["text/calendar", "application/json"],
        response: { 200: z.string().describe("text/calendar; charset=utf-8"), ...errorResponses },
      },
      // The token is the feed's only credential: never in the access log.
      config: { secretParams: ["file"] },
    },
    async (request, reply) => {
      const ics = await service.feed(request.params.file.slice(0, -".ics".length));
      return reply.type("text/calendar; charset=utf-8").header("cache-control", "private, no-store").send(ics);
    },
  );
};
