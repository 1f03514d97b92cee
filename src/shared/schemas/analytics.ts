/**
 * Team analytics: one response with every figure of /team/analytics, computed by SQL
 * aggregates in the team's zone over local days `from`..`to` inclusive, optionally for one office.
 */
import { z } from "zod";
import { DATE_PATTERN } from "#shared/constants.ts";
import { isDateString } from "#shared/time.ts";

/** The longest range analytics answers for, in local days. */
export const ANALYTICS_RANGE_DAYS_MAX = 366;

const localDate = (field: string) =>
  z
    .string()
    .regex(DATE_PATTERN, { error: `${field} must be yyyy-MM-dd` })
    .refine(isDateString, { error: `${field} is not a real calendar date` });

/** Days from `from` to `to` inclusive (calendar dates, no zone involved). */
export function analyticsDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

export const ANALYTICS_FIGURES = ["utilisation", "heatmap", "perDay", "topMembers", "summary"] as const;
export type AnalyticsFigure = (typeof ANALYTICS_FIGURES)[number];

const rangeFields = {
  from: localDate("from").optional(),
  to: localDate("to").optional(),
  officeId: z.uuid({ error: "officeId must be a UUID" }).optional(),
};

/** from and to together or neither (then the last 30 days to today); from not after to; at most 366 days. */
function checkRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const { from, to } = query;
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined) {
    ctx.addIssue({ code: "custom", message: "from and to go together: send both (yyyy-MM-dd), or neither" });
    return;
  }
  if (!isDateString(from) || !isDateString(to)) return;
  const days = analyticsDays(from, to);
  if (days < 1) ctx.addIssue({ code: "custom", message: `from (${from}) must not be after to (${to})` });
  else if (days > ANALYTICS_RANGE_DAYS_MAX) {
    ctx.addIssue({
      code: "custom",
      message: `Analytics covers at most ${ANALYTICS_RANGE_DAYS_MAX} days; ${from}..${to} is ${days} days.`,
    });
  }
}

/** GET /api/team/analytics?from=&to=&officeId=. */
export const analyticsQuerySchema = z.strictObject(rangeFields).superRefine(checkRange);
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** GET /api/team/analytics.csv: the same range and filter, and which figure's rows. */
export const analyticsCsvQuerySchema = z
  .strictObject({
    ...rangeFields,
    // Without one, the summary: the figure a person exporting "the analytics" expects first.
    figure: z
      .enum(ANALYTICS_FIGURES, { error: `figure must be one of ${ANALYTICS_FIGURES.join(", ")}` })
      .default("summary"),
  })
  .superRefine(checkRange);

const officeRef = z.object({ id: z.string(), name: z.string(), utilisation: z.number() }).nullable();

export const analyticsSchema = z.object({
  /** Local days, inclusive, in `timeZone`; business hours "HH:mm" the utilisation is measured in. */
  range: z.object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    timeZone: z.string(),
    businessHoursStart: z.string(),
    businessHoursEnd: z.string(),
  }),
  officeId: z.string().nullable(),
  summary: z.object({
    /** Bookings starting in the range, by status. */
    total: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    released: z.number().int(),
    /** released ÷ check-in-required bookings that have started; null when the team does not require check-in. */
    noShowRate: z.number().nullable(),
    /** cancelled ÷ total; null with no bookings. */
    cancellationRate: z.number().nullable(),
    /** Mean hours from booking to start, and mean minutes booked, over every booking in the range. */
    averageLeadTimeHours: z.number().nullable(),
    averageDurationMinutes: z.number().nullable(),
    /** Confirmed seat-hours booked within business hours, over all offices shown. */
    bookedSeatHours: z.number(),
    /** Local hour (0-23) with the most booked seat-hours; null with none. */
    peakHour: z.number().int().nullable(),
    busiestOffice: officeRef,
    leastUsedOffice: officeRef,
  }),
  /** Per office: confirmed seat-hours within business hours ÷ capacity × business hours of every day. */
  utilisation: z.array(
    z.object({
      officeId: z.string(),
      officeName: z.string(),
      capacity: z.number().int(),
      bookedSeatHours: z.number(),
      bookableSeatHours: z.number(),
      utilisation: z.number(),
    }),
  ),
  /**
   * Weekday (ISO: 1 Monday .. 7 Sunday) × local hour: confirmed seat-hours in that hour, and occupancy
   * = seat-hours ÷ (total capacity × how many such local hours the range holds; a DST fall-back day
   * holds its repeated hour twice). Only cells with bookings are listed.
   */
  heatmap: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      seatHours: z.number(),
      occupancy: z.number(),
    }),
  ),
  /** Every local day of the range: bookings starting that day, by status. */
  perDay: z.array(
    z.object({
      date: z.string(),
      confirmed: z.number().int(),
      cancelled: z.number().int(),
      released: z.number().int(),
    }),
  ),
  /** The 10 members with the most confirmed hours booked (not seat-weighted), most first. */
  topMembers: z.array(z.object({ userId: z.string(), name: z.string(), bookedHours: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
