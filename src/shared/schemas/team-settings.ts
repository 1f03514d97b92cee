/**
 * Team settings and booking rules (docs/product.md "Time": the team's booking rules, team_admin).
 * GET /api/team/settings answers `TeamSettings`; PATCH /api/team/settings takes any of its fields.
 * Business hours travel as "HH:mm" on the 15-minute grid ("24:00" is midnight at the end of the day)
 * and are stored as minutes after local midnight; `maxActiveBookingsPerMember` 0 means no limit.
 *
 * The ranges are the database's check constraints (src/db/schema/teams.ts). Two rules need the
 * whole request and the current row: the zone must be a real IANA zone, and the hours must end after
 * they start. The server answers them 422 (INVALID_TIME_ZONE, END_BEFORE_START) with the messages
 * below; the settings form checks the same rules with `teamSettingsFormSchema`.
 */
import { z } from "zod";
import { NAME_MAX, SLOT_MINUTES } from "#shared/constants.ts";
import { LANGUAGES } from "#shared/i18n.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "#shared/text.ts";
import { canonicalTimeZone, clockToMinute } from "#shared/time.ts";
import { TWO_FACTOR_POLICIES } from "#shared/two-factor.ts";

export const HORIZON_DAYS_MAX = 730;
export const MIN_NOTICE_MINUTES_MAX = 7 * 24 * 60;
export const MAX_BOOKING_MINUTES_LIMIT = 24 * 60;
export const MAX_ACTIVE_BOOKINGS_LIMIT = 1000;

/** "HH:mm" with HH 00-23 (or exactly "24:00"). */
const CLOCK_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const timeZoneMessage = (zone: string) =>
  `Time zone "${zone}" is not a known IANA time zone (for example Europe/Berlin or America/New_York).`;

export const businessHoursOrderMessage = (start: string, end: string) =>
  `Business hours end (${end}) must be after business hours start (${start}).`;

/** A local time "HH:mm" on the 15-minute grid; "24:00" (the next midnight) only as an end. */
export const clockField = (label: string, allowMidnightEnd: boolean) =>
  z
    .string({ error: `${label} is required` })
    .regex(CLOCK_PATTERN, { error: `${label} must be a time as HH:mm, e.g. 09:00` })
    .refine((v) => clockToMinute(v) % SLOT_MINUTES === 0, {
      error: `${label} must be on the 15-minute grid (:00, :15, :30 or :45)`,
    })
    .refine((v) => allowMidnightEnd || v !== "24:00", { error: `${label} must be before 24:00` });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

export const teamSettingsFields = {
  name: z
    .string({ error: "Team name is required" })
    .trim()
    .min(1, { error: "Team name is required" })
    .max(NAME_MAX, { error: `Team name must be at most ${NAME_MAX} characters` })
    .refine(isSingleLine, { error: `Team name ${SINGLE_LINE_MESSAGE}` }),
  /** Checked against the runtime's zones by the service (422) and by the form schema. */
  timeZone: z
    .string({ error: "Time zone is required" })
    .trim()
    .min(1, { error: "Time zone is required" })
    .max(64, { error: "Time zone must be at most 64 characters" }),
  /** 0 Sunday ... 6 Saturday. */
  weekStartsOn: wholeNumber("Week start day", 0, 6),
  /** The team's default language: its members' e-mails until they choose one, its invitees' first pages. */
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(", ")}` }),
  businessHoursStart: clockField("Business hours start", false),
  businessHoursEnd: clockField("Business hours end", true),
  maxBookingMinutes: wholeNumber("Maximum booking length", 15, MAX_BOOKING_MINUTES_LIMIT).refine(
    (v) => v % SLOT_MINUTES === 0,
    { error: "Maximum booking length must be a multiple of 15 minutes" },
  ),
  horizonDays: wholeNumber("Booking horizon", 1, HORIZON_DAYS_MAX),
  /** 0 = no limit. */
  maxActiveBookingsPerMember: wholeNumber("Maximum active bookings per member", 0, MAX_ACTIVE_BOOKINGS_LIMIT),
  minNoticeMinutes: wholeNumber("Minimum notice", 0, MIN_NOTICE_MINUTES_MAX),
  /** Who must use two-factor authentication (src/shared/two-factor.ts). */
  twoFactorPolicy: z.enum(TWO_FACTOR_POLICIES, {
    error: `Two-factor policy must be one of ${TWO_FACTOR_POLICIES.join(", ")}`,
  }),
  /** Whether members see who holds a colleague's booking (docs/product.md "Who booked"). */
  showBookerNames: z.boolean({ error: "Show who booked must be true or false" }),
};

/** GET /api/team/settings and the answer of PATCH. */
export const teamSettingsSchema = z.object({
  name: z.string(),
  timeZone: z.string(),
  weekStartsOn: z.number().int(),
  language: z.enum(LANGUAGES),
  businessHoursStart: z.string(),
  businessHoursEnd: z.string(),
  maxBookingMinutes: z.number().int(),
  horizonDays: z.number().int(),
  maxActiveBookingsPerMember: z.number().int(),
  minNoticeMinutes: z.number().int(),
  twoFactorPolicy: z.enum(TWO_FACTOR_POLICIES),
  showBookerNames: z.boolean(),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** PATCH /api/team/settings: any of the fields; the others keep their values. */
export const updateTeamSettingsBodySchema = z.strictObject(teamSettingsFields).partial();
export type UpdateTeamSettingsBody = z.input<typeof updateTeamSettingsBodySchema>;

/** The settings form: every field, plus the two rules the server answers 422, with the same messages. */
export const teamSettingsFormSchema = z.strictObject(teamSettingsFields).superRefine((values, ctx) => {
  if (!canonicalTimeZone(values.timeZone)) {
    ctx.addIssue({ code: "custom", path: ["timeZone"], message: timeZoneMessage(values.timeZone) });
  }
  if (clockToMinute(values.businessHoursEnd) <= clockToMinute(values.businessHoursStart)) {
    ctx.addIssue({
      code: "custom",
      path: ["businessHoursEnd"],
      message: businessHoursOrderMessage(values.businessHoursStart, values.businessHoursEnd),
    });
  }
});
export type TeamSettingsFormValues = z.input<typeof teamSettingsFormSchema>;
