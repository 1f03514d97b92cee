/**
 * Booking calls and availability (spec section 7): create, check, edit, cancel, the day and
 * range reads, the month view's figures, My Bookings (JSON pages and CSV), office availability for a day or a range, and a floor's map.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  availabilityRangeQuerySchema,
  availabilityRangeSchema,
  bookingCheckBodySchema,
  bookingCheckSchema,
  bookingDaySchema,
  bookingDaysQuerySchema,
  bookingIdParamsSchema,
  bookingSchema,
  createBookingBodySchema,
  listBookingsQuerySchema,
  mineCsvQuerySchema,
  minePageSchema,
  mineQuerySchema,
  upcomingQuerySchema,
  updateBookingBodySchema,
} from "#shared/schemas/booking.ts";
import { floorAvailabilityQuerySchema, floorAvailabilitySchema } from "#shared/schemas/floor-map.ts";
import { availabilitySchema, dateQuerySchema, officeIdParamsSchema } from "#shared/schemas/office.ts";
import { floorIdParamsSchema } from "#shared/schemas/site.ts";
import type { BookingsService } from "./bookings.service.ts";

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookingsService: BookingsService }> = async (
  app,
  { bookingsService },
) => {
  app.post(
    "/api/bookings",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["bookings"],
        body: createBookingBodySchema,
        response: { 201: bookingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const booking = await bookingsService.create(await request.requireActor(), request.body);
      return reply.status(201).send(booking);
    },
  );

  app.get(
    "/api/bookings",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        querystring: listBookingsQuerySchema,
        response: { 200: z.array(bookingSchema), ...errorResponses },
      },
    },
    async (request) => bookingsService.list(await request.requireActor(), request.query),
  );

  app.post(
    "/api/bookings/check",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        description: "Every rule the slot of a create body breaks (nothing is written); create stays the authority.",
        body: bookingCheckBodySchema,
        response: { 200: bookingCheckSchema, ...errorResponses },
      },
    },
    async (request) => bookingsService.check(await request.requireActor(), request.body),
  );

  app.patch(
    "/api/bookings/:id",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["bookings"],
        params: bookingIdParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => bookingsService.update(await request.requireActor(), request.params.id, request.body),
  );

  app.get(
    "/api/bookings/mine",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        querystring: mineQuerySchema,
        response: { 200: minePageSchema, ...errorResponses },
      },
    },
    async (request) => bookingsService.mine(await request.requireActor(), request.query),
  );

  app.get(
    "/api/bookings/mine.csv",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        description: "My Bookings under the same filters as /api/bookings/mine, as an RFC 4180 CSV download.",
        querystring: mineCsvQuerySchema,
        produces: ["text/csv", "application/json"],
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await bookingsService.mineCsv(await request.requireActor(), request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.get(
    "/api/bookings/days",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        description:
          "The month view's figures per team-local day: bookings in business hours, the caller's own, and the utilisation.",
        querystring: bookingDaysQuerySchema,
        response: { 200: z.array(bookingDaySchema), ...errorResponses },
      },
    },
    async (request) => bookingsService.days(await request.requireActor(), request.query),
  );

  app.get(
    "/api/availability",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        querystring: availabilityRangeQuerySchema,
        response: { 200: availabilityRangeSchema, ...errorResponses },
      },
    },
    async (request) => bookingsService.availabilityRange(await request.requireActor(), request.query),
  );

  app.get(
    "/api/bookings/upcoming",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["bookings"],
        querystring: upcomingQuerySchema,
        response: { 200: z.array(bookingSchema), ...errorResponses },
      },
    },
    async (request) => bookingsService.upcoming(await request.requireActor(), request.query.limit),
  );

  app.delete(
    "/api/bookings/:id",
    {
      config: { scope: "bookings:write" },
      schema: {
        tags: ["bookings"],
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => bookingsService.cancel(await request.requireActor(), request.params.id),
  );

  app.get(
    "/api/floors/:id/availability",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["offices"],
        description:
          "The floor map: every office of the floor with its bookings of a team-local date and its state for the caller over the business hours (or the window from..to).",
        params: floorIdParamsSchema,
        querystring: floorAvailabilityQuerySchema,
        response: { 200: floorAvailabilitySchema, ...errorResponses },
      },
    },
    async (request) =>
      bookingsService.floorAvailability(await request.requireActor(), request.params.id, request.query),
  );

  app.get(
    "/api/offices/:id/availability",
    {
      config: { scope: "bookings:read" },
      schema: {
        tags: ["offices"],
        params: officeIdParamsSchema,
        querystring: dateQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses },
      },
    },
    async (request) =>
      bookingsService.availability(await request.requireActor(), request.params.id, request.query.date),
  );
};
