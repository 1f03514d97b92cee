/** Booking calls and office availability (spec section 7). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  bookingIdParamsSchema,
  bookingSchema,
  createBookingBodySchema,
  listBookingsQuerySchema,
  upcomingQuerySchema,
} from "#shared/schemas/booking.ts";
import { availabilitySchema, dateQuerySchema, officeIdParamsSchema } from "#shared/schemas/office.ts";
import type { BookingsService } from "./bookings.service.ts";

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookingsService: BookingsService }> = async (
  app,
  { bookingsService },
) => {
  app.post(
    "/api/bookings",
    {
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
      schema: {
        tags: ["bookings"],
        querystring: listBookingsQuerySchema,
        response: { 200: z.array(bookingSchema), ...errorResponses },
      },
    },
    async (request) => bookingsService.list(await request.requireActor(), request.query.date),
  );

  app.get(
    "/api/bookings/upcoming",
    {
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
      schema: {
        tags: ["bookings"],
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => bookingsService.cancel(await request.requireActor(), request.params.id),
  );

  app.get(
    "/api/offices/:id/availability",
    {
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
