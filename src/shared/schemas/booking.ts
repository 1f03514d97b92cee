/** Booking contract (spec sections 3 and 7; DESIGN.md "Time"). Instants are ISO 8601 strings. */
import { z } from "zod";
import { BOOKING_STATUSES, DATE_PATTERN, TEXT_MAX, UPCOMING_LIMIT_MAX } from "#shared/constants.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";

export const bookingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  officeId: z.string(),
  teamId: z.string(),
  startTime: z.string(),
  startISO: z.string(),
  endISO: z.string(),
  purpose: z.string().nullable(),
  isRecurring: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  equipment: z.array(z.string()),
  isWholeOffice: z.boolean(),
  seats: z.number().int(),
  office: z.object({ id: z.string(), name: z.string() }),
  officeName: z.string(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

const isoInstant = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(40, { error: `${field} is too long` })
    .pipe(z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time with a time zone` }));

/**
 * POST /api/bookings. `teamId` and `userId` are optional and must match the session
 * (a team_manager or above may name another member of the same team).
 */
export const createBookingBodySchema = z.strictObject({
  teamId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  officeId: z.uuid({ error: "officeId must be a UUID" }),
  startISO: isoInstant("startISO"),
  endISO: isoInstant("endISO"),
  purpose: z
    .string()
    .trim()
    .max(TEXT_MAX, { error: `Purpose must be at most ${TEXT_MAX} characters` })
    .optional(),
  isRecurring: z.boolean().optional(),
  /** Equipment names are single-line text (they reach lists, calendars and e-mails). */
  equipment: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40)
        .refine(isSingleLine, { error: `Equipment names ${SINGLE_LINE_MESSAGE}` }),
    )
    .max(20)
    .optional(),
  /** For a shared office: take every seat instead of one. Whole offices are always booked whole. */
  wholeOffice: z.boolean().optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

export const bookingIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Booking id must be a UUID" }) });

export const listBookingsQuerySchema = z.strictObject({
  date: z.string().regex(DATE_PATTERN, { error: "date must be yyyy-MM-dd" }).optional(),
});

export const upcomingQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(UPCOMING_LIMIT_MAX, { error: `limit must be at most ${UPCOMING_LIMIT_MAX}` })
    .default(5),
});
