/**
 * Series and templates contract (docs/product.md "Recurring bookings and templates"). A series'
 * `startTime` is a local "HH:mm" in the team's zone; dates are local yyyy-MM-dd; instants ISO 8601.
 */
import { z } from "zod";
import {
  DATE_PATTERN,
  MAX_BOOKING_MINUTES,
  NAME_MAX,
  SERIES_LIMIT_DEFAULT,
  SERIES_LIMIT_MAX,
} from "#shared/constants.ts";
import { isDateString } from "#shared/time.ts";
import { bookingSchema, equipmentSchema, purposeSchema } from "./booking.ts";

const localDate = (field: string) =>
  z
    .string({ error: `${field} must be yyyy-MM-dd` })
    .regex(DATE_PATTERN, { error: `${field} must be yyyy-MM-dd` })
    .refine(isDateString, { error: `${field} is not a real calendar date` });

export const localTimeSchema = z
  .string({ error: "startTime must be HH:mm" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "startTime must be a local time HH:mm, e.g. 09:00" });

const durationSchema = z
  .number({ error: "durationMinutes must be a number of minutes" })
  .int({ error: "durationMinutes must be a whole number of minutes" })
  .min(15, { error: "durationMinutes must be at least 15" })
  .max(MAX_BOOKING_MINUTES, { error: `durationMinutes must be at most ${MAX_BOOKING_MINUTES}` });

/** POST /api/series and /api/series/preview. `startDate` (DTSTART) defaults to today in the team zone. */
export const seriesBodySchema = z.strictObject({
  officeId: z.uuid({ error: "officeId must be a UUID" }),
  startDate: localDate("startDate").optional(),
  startTime: localTimeSchema,
  durationMinutes: durationSchema,
  rrule: z.string({ error: "rrule is required" }).min(1, { error: "rrule is required" }).max(300),
  purpose: purposeSchema.optional(),
  equipment: equipmentSchema.optional(),
  userId: z.string().max(64).optional(),
  wholeOffice: z.boolean().optional(),
});
export type SeriesBody = z.input<typeof seriesBodySchema>;

/** A date of a series that was not placed: the rule's code, and "Tue 24 Nov — Focus Room booked ...". */
export const skippedDateSchema = z.object({ date: z.string(), reason: z.string(), message: z.string() });
export type SkippedDate = z.infer<typeof skippedDateSchema>;

export const seriesSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  userId: z.string(),
  userName: z.string(),
  rrule: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  purpose: z.string().nullable(),
  equipment: z.array(z.string()),
  wholeOffice: z.boolean(),
  status: z.enum(["active", "cancelled"]),
  /** The rule in words: "Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026". */
  summary: z.string(),
  /** The next live occurrence's local date, or null. */
  nextDate: z.string().nullable(),
  upcomingCount: z.number().int(),
  skipped: z.array(skippedDateSchema),
  excludedDates: z.array(z.string()),
  /** Whether the series may still produce dates (no end, or an end not yet reached). */
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

/** An occurrence of GET /api/series/{id}: its booking, and whether it differs from the series. */
export const occurrenceSchema = z.object({
  date: z.string(),
  isException: z.boolean(),
  booking: bookingSchema,
});
export const seriesDetailSchema = seriesSchema.extend({ occurrences: z.array(occurrenceSchema) });
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

/** What placing dates did: the bookings made, the dates skipped, and the spec's sentence about them. */
export const placementResultSchema = z.object({
  created: z.array(bookingSchema),
  skipped: z.array(skippedDateSchema),
  /** "3 of 12 dates skipped: Tue 24 Nov — Focus Room booked 09:00–10:00 by Ada; ..." or null. */
  message: z.string().nullable(),
});
export type PlacementResult = z.infer<typeof placementResultSchema>;

export const createSeriesResultSchema = placementResultSchema.extend({ series: seriesSchema });
export type CreateSeriesResult = z.infer<typeof createSeriesResultSchema>;

export const previewDateSchema = z.object({
  date: z.string(),
  startISO: z.string(),
  endISO: z.string(),
  /** Why the date would be skipped now, or null when it would be booked. */
  conflict: z.object({ reason: z.string(), message: z.string() }).nullable(),
});
export const seriesPreviewSchema = z.object({
  summary: z.string(),
  rrule: z.string(),
  dates: z.array(previewDateSchema),
  /** Dates beyond the booking horizon, placed later as days pass (0 for a bounded series inside it). */
  laterCount: z.number().int(),
  /** Whether the series has no end (placed up to the horizon, then extended daily). */
  endless: z.boolean(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const seriesIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Series id must be a UUID" }) });

/**
 * GET /api/series?scope=&cursor=&limit=: one page of series, newest first; the next page's cursor
 * comes in the X-Next-Cursor header (the body stays a list). The cursor is a keyset of the page's
 * last series, so a series created or deleted between pages moves no other one across pages.
 */
export const listSeriesQuerySchema = z.strictObject({
  /** "mine" (default) or, for team_manager and above, "team". */
  scope: z.enum(["mine", "team"]).optional(),
  cursor: z
    .string()
    .max(200, { error: "cursor must be the X-Next-Cursor of the previous page" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "cursor must be the X-Next-Cursor of the previous page" })
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: `limit must be between 1 and ${SERIES_LIMIT_MAX}` })
    .max(SERIES_LIMIT_MAX, { error: `limit must be between 1 and ${SERIES_LIMIT_MAX}` })
    .default(SERIES_LIMIT_DEFAULT),
});

/** PATCH /api/series/{id}: the changes, for every date ("all") or from `fromDate` on ("following"). */
export const updateSeriesBodySchema = z
  .strictObject({
    scope: z.enum(["all", "following"], { error: 'scope must be "all" or "following"' }),
    fromDate: localDate("fromDate").optional(),
    officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
    startTime: localTimeSchema.optional(),
    durationMinutes: durationSchema.optional(),
    purpose: purposeSchema.optional(),
    equipment: equipmentSchema.optional(),
  })
  .refine((body) => body.scope !== "following" || body.fromDate !== undefined, {
    error: 'fromDate is required with scope "following"',
    path: ["fromDate"],
  });
export type UpdateSeriesBody = z.input<typeof updateSeriesBodySchema>;

export const updateSeriesResultSchema = placementResultSchema.extend({
  series: seriesSchema,
  /** The new series of a "following" edit (the old one ends the day before fromDate). */
  newSeries: seriesSchema.nullable(),
  updatedCount: z.number().int(),
});
export type UpdateSeriesResult = z.infer<typeof updateSeriesResultSchema>;

/** POST /api/series/{id}/cancel. */
export const cancelSeriesBodySchema = z
  .strictObject({
    scope: z.enum(["all", "following", "range"], { error: 'scope must be "all", "following" or "range"' }),
    fromDate: localDate("fromDate").optional(),
    toDate: localDate("toDate").optional(),
  })
  .superRefine((body, ctx) => {
    if (body.scope !== "all" && body.fromDate === undefined) {
      ctx.addIssue({ code: "custom", path: ["fromDate"], message: `fromDate is required with scope "${body.scope}"` });
    }
    if (body.scope === "range" && body.toDate === undefined) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: 'toDate is required with scope "range"' });
    }
    if (body.fromDate && body.toDate && body.toDate < body.fromDate) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: "toDate must not be before fromDate" });
    }
  });
export type CancelSeriesBody = z.input<typeof cancelSeriesBodySchema>;

export const cancelSeriesResultSchema = z.object({ series: seriesSchema, cancelledCount: z.number().int() });

/**
 * DELETE /api/series/{id}: how many future bookings were cancelled, and how many bookings (past,
 * cancelled or moved dates) were kept as single bookings no longer part of a series.
 */
export const deleteSeriesResultSchema = z.object({
  cancelledCount: z.number().int(),
  keptCount: z.number().int(),
});
export type DeleteSeriesResult = z.infer<typeof deleteSeriesResultSchema>;

/** A booking template (per user). */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  purpose: z.string().nullable(),
  equipment: z.array(z.string()),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: "Name is required" })
    .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters` }),
  officeId: z.uuid({ error: "officeId must be a UUID" }),
  startTime: localTimeSchema,
  durationMinutes: durationSchema,
  purpose: purposeSchema.optional(),
  equipment: equipmentSchema.optional(),
});
export type TemplateBody = z.input<typeof templateBodySchema>;
export const updateTemplateBodySchema = templateBodySchema.partial().strict();
export const templateIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Template id must be a UUID" }) });

/** POST /api/templates/{id}/book: one booking per date. */
export const bookTemplateBodySchema = z.strictObject({
  dates: z
    .array(localDate("dates[]"), { error: "dates must be a list of yyyy-MM-dd dates" })
    .min(1, { error: "Choose at least one date" })
    .max(60, { error: "At most 60 dates at once" }),
});
export type BookTemplateBody = z.input<typeof bookTemplateBodySchema>;
