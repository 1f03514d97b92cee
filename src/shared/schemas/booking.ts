/**
 * Booking contract (spec sections 3 and 7; docs/product.md "Time"). Instants are ISO 8601 strings.
 *
 * Over 250 lines: one schema per bookings route (create, edit, ranges, availability, mine, upcoming),
 * shared by server and web; splitting would scatter the contract.
 */
import { z } from "zod";
import { CLOSED_REASONS } from "#shared/closed-intervals.ts";
import {
  BOOKING_STATUSES,
  DATE_PATTERN,
  MINE_LIMIT_DEFAULT,
  MINE_LIMIT_MAX,
  RANGE_DAYS_MAX,
  TEXT_MAX,
  UPCOMING_LIMIT_MAX,
} from "#shared/constants.ts";
import { ERROR_CODES } from "#shared/errors.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { isDateString } from "#shared/time.ts";

/**
 * The holder of a colleague's booking as the reader may see them (docs/product.md "Who booked"):
 * both null when the team or the holder keeps the name from the reader.
 */
const bookerFields = {
  userId: z.string().nullable(),
  userName: z.string().nullable(),
};

export const bookingSchema = z.object({
  id: z.string(),
  ...bookerFields,
  officeId: z.string(),
  teamId: z.string(),
  startTime: z.string(),
  startISO: z.string(),
  endISO: z.string(),
  purpose: z.string().nullable(),
  isRecurring: z.boolean(),
  /** The series this booking is an occurrence of (GET /api/series/{seriesId}); null for a single booking. */
  seriesId: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** When the booker checked in (docs/product.md "Check-in and release"); null until then. Always sent. */
  checkedInAt: z.string().nullable().optional(),
  equipment: z.array(z.string()),
  isWholeOffice: z.boolean(),
  seats: z.number().int(),
  /** `isActive` false: the office was deactivated and the booking kept (it can still be cancelled). */
  office: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }),
  officeName: z.string(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

const isoInstant = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(40, { error: `${field} is too long` })
    .pipe(z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time with a time zone` }));

export const purposeSchema = z
  .string()
  .trim()
  .max(TEXT_MAX, { error: `Purpose must be at most ${TEXT_MAX} characters` });

export const equipmentSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine(isSingleLine, { error: `Equipment names ${SINGLE_LINE_MESSAGE}` }),
  )
  .max(20);

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
  purpose: purposeSchema.optional(),
  isRecurring: z.boolean().optional(),
  /** Equipment names are single-line text (they reach lists, calendars and e-mails). */
  equipment: equipmentSchema.optional(),
  /** For a shared office: take every seat instead of one. Whole offices are always booked whole. */
  wholeOffice: z.boolean().optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

/**
 * POST /api/bookings/check: a create body, and for an edit the booking being moved
 * (`excludeBookingId`), which then neither conflicts with its new slot nor counts toward the quota.
 */
export const bookingCheckBodySchema = createBookingBodySchema.extend({
  excludeBookingId: z.uuid({ error: "excludeBookingId must be a UUID" }).optional(),
});
export type BookingCheckBody = z.input<typeof bookingCheckBodySchema>;

export const bookingIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Booking id must be a UUID" }) });

/** A real calendar date yyyy-MM-dd (a team-local day); 2026-02-30 is refused. */
/** A local date "yyyy-MM-dd" that exists, as a query parameter named `field`. */
export const localDateParam = (field: string) =>
  z
    .string()
    .regex(DATE_PATTERN, { error: `${field} must be yyyy-MM-dd` })
    .refine(isDateString, { error: `${field} is not a real calendar date` });

/** Days from `from` to `to` inclusive (calendar dates, no zone involved). */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** from..to both given, from not after to, at most RANGE_DAYS_MAX days. */
function checkRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const { from, to } = query;
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined) {
    ctx.addIssue({ code: "custom", message: "from and to go together: send both (yyyy-MM-dd), or neither" });
    return;
  }
  if (!isDateString(from) || !isDateString(to)) return; // the field's own message says why
  const days = daysInRange(from, to);
  if (days < 1) ctx.addIssue({ code: "custom", message: `from (${from}) must not be after to (${to})` });
  else if (days > RANGE_DAYS_MAX) {
    ctx.addIssue({
      code: "custom",
      message: `A range covers at most ${RANGE_DAYS_MAX} days; ${from}..${to} is ${days} days. Ask for a shorter range.`,
    });
  }
}

/**
 * The most offices one read may name in `officeIds`: a page of the day view of a large team
 * (docs/product.md "Time": views of a large team page their offices).
 */
export const LIST_OFFICE_IDS_MAX = 100;

/** `officeIds`: up to LIST_OFFICE_IDS_MAX office ids, comma-separated, to the array of them. */
const officeIdsParam = z
  .string()
  .transform((value) => value.split(","))
  .pipe(
    z
      .array(z.uuid({ error: "officeIds must be office ids (UUIDs) separated by commas" }))
      .max(LIST_OFFICE_IDS_MAX, { error: `officeIds names at most ${LIST_OFFICE_IDS_MAX} offices` }),
  );

/** A read narrowed by one office or by a list of them, not both. */
function checkOfficeNarrowing(query: { officeId?: string; officeIds?: string[] }, ctx: z.RefinementCtx) {
  if (query.officeId !== undefined && query.officeIds !== undefined) {
    ctx.addIssue({ code: "custom", message: "Send either officeId or officeIds, not both" });
  }
}

/**
 * GET /api/bookings: `?date=` (one team-local day), `?from=&to=` (team-local days inclusive, at most
 * RANGE_DAYS_MAX), or neither (the caller's own bookings). `officeId` (one office), `officeIds` (up
 * to LIST_OFFICE_IDS_MAX, comma-separated) and `userId` narrow a day or a range.
 */
export const listBookingsQuerySchema = z
  .strictObject({
    date: z.string().regex(DATE_PATTERN, { error: "date must be yyyy-MM-dd" }).optional(),
    from: localDateParam("from").optional(),
    to: localDateParam("to").optional(),
    officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
    officeIds: officeIdsParam.optional(),
    userId: z.string().min(1).max(64, { error: "userId is too long" }).optional(),
  })
  .superRefine((query, ctx) => {
    const ranged = query.from !== undefined || query.to !== undefined;
    if (query.date !== undefined && ranged) {
      ctx.addIssue({ code: "custom", message: "Send either date or from and to, not both" });
      return;
    }
    const narrowed = query.officeId !== undefined || query.officeIds !== undefined || query.userId !== undefined;
    if (query.date === undefined && !ranged && narrowed) {
      ctx.addIssue({
        code: "custom",
        message: "officeId, officeIds and userId narrow a date or a from..to range: send one",
      });
      return;
    }
    checkOfficeNarrowing(query, ctx);
    checkRange(query, ctx);
  });
export type ListBookingsQuery = z.output<typeof listBookingsQuerySchema>;

/**
 * GET /api/availability: team-local days from..to inclusive (at most RANGE_DAYS_MAX), optionally one
 * office (`officeId`) or some (`officeIds`, as the dashboard's widget asks for the offices it shows).
 */
export const availabilityRangeQuerySchema = z
  .strictObject({
    from: localDateParam("from"),
    to: localDateParam("to"),
    officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
    officeIds: officeIdsParam.optional(),
  })
  .superRefine((query, ctx) => {
    checkOfficeNarrowing(query, ctx);
    checkRange(query, ctx);
  });

/**
 * GET /api/bookings/days: the month view's figures for team-local days from..to inclusive (at most
 * RANGE_DAYS_MAX), of one office or of every active one.
 */
export const bookingDaysQuerySchema = z
  .strictObject({
    from: localDateParam("from"),
    to: localDateParam("to"),
    officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
  })
  .superRefine(checkRange);
export type BookingDaysQuery = z.output<typeof bookingDaysQuerySchema>;

/** One local day's figures in the month view, in the team's zone (docs/product.md "Time"). */
export const bookingDaySchema = z.object({
  /** yyyy-MM-dd in the team's zone. */
  date: z.string(),
  /** Confirmed bookings of the offices overlapping the day's business hours. */
  bookings: z.number().int(),
  /** Of those, the signed-in person's own. */
  own: z.number().int(),
  /** Booked ÷ bookable seat-hours within the day's business hours, 0..1; null when nothing was bookable. */
  utilisation: z.number().nullable(),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** One booked interval of an office on a local day; instants are ISO 8601 UTC. */
export const bookedIntervalSchema = z.object({
  bookingId: z.string(),
  startISO: z.string(),
  endISO: z.string(),
  ...bookerFields,
  seats: z.number().int(),
  isWholeOffice: z.boolean(),
});

/** A closed interval of a local day (src/shared/closed-intervals.ts): no booking may start in it. */
export const closedIntervalSchema = z.object({
  startISO: z.string(),
  endISO: z.string(),
  reason: z.enum(CLOSED_REASONS),
});

export const availabilityRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  offices: z.array(
    z.object({
      officeId: z.string(),
      name: z.string(),
      capacity: z.number().int(),
      isShared: z.boolean(),
      isActive: z.boolean(),
      days: z.array(
        z.object({
          date: z.string(),
          booked: z.array(bookedIntervalSchema),
          closed: z.array(closedIntervalSchema),
        }),
      ),
    }),
  ),
});
export type AvailabilityRange = z.infer<typeof availabilityRangeSchema>;

/** POST /api/bookings/check: every rule the requested slot breaks; nothing is written. */
export const bookingCheckSchema = z.object({
  ok: z.boolean(),
  violations: z.array(z.object({ rule: z.enum(ERROR_CODES), message: z.string() })),
});
export type BookingCheck = z.infer<typeof bookingCheckSchema>;

/** PATCH /api/bookings/{id}: any of these; the new slot is checked as a new booking would be. */
export const updateBookingBodySchema = z
  .strictObject({
    officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
    startISO: isoInstant("startISO").optional(),
    endISO: isoInstant("endISO").optional(),
    purpose: purposeSchema.optional(),
    equipment: equipmentSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: "Nothing to change: send at least one of officeId, startISO, endISO, purpose, equipment",
  });
export type UpdateBookingBody = z.input<typeof updateBookingBodySchema>;

export const MINE_STATUSES = ["upcoming", "past", "cancelled"] as const;

const mineFilters = {
  status: z.enum(MINE_STATUSES, { error: "status must be upcoming, past or cancelled" }).default("upcoming"),
  officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
  /** Team-local days holding the booking's start, inclusive. */
  from: localDateParam("from").optional(),
  to: localDateParam("to").optional(),
  /** Searches the purpose, case-insensitive, as plain text (% and _ match themselves). */
  q: z.string().trim().max(100, { error: "q must be at most 100 characters" }).optional(),
};

function checkMineRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const { from, to } = query;
  if (from && to && isDateString(from) && isDateString(to) && daysInRange(from, to) < 1) {
    ctx.addIssue({ code: "custom", message: `from (${from}) must not be after to (${to})` });
  }
}

/**
 * GET /api/bookings/mine: the caller's bookings, `status` upcoming (soonest first), past or cancelled
 * (released included; latest first), a page of `limit` after `cursor`.
 */
export const mineQuerySchema = z
  .strictObject({
    ...mineFilters,
    cursor: z.string().min(1).max(200, { error: "cursor is not valid" }).optional(),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int({ error: "limit must be a whole number" })
      .min(1, { error: "limit must be at least 1" })
      .max(MINE_LIMIT_MAX, { error: `limit must be at most ${MINE_LIMIT_MAX}` })
      .default(MINE_LIMIT_DEFAULT),
  })
  .superRefine(checkMineRange);
export type MineQuery = z.output<typeof mineQuerySchema>;

/** GET /api/bookings/mine.csv: the same filters, every matching booking (no pages). */
export const mineCsvQuerySchema = z.strictObject(mineFilters).superRefine(checkMineRange);
export type MineCsvQuery = z.output<typeof mineCsvQuerySchema>;

export const minePageSchema = z.object({
  items: z.array(bookingSchema),
  /** Opaque; pass it back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MinePage = z.infer<typeof minePageSchema>;

export const upcomingQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(UPCOMING_LIMIT_MAX, { error: `limit must be at most ${UPCOMING_LIMIT_MAX}` })
    .default(5),
});
