/**
 * A person's display preferences (/preferences; docs/product.md "Preferences and layouts": they
 * are stored on the server so they follow the person to another browser, the browser's `theme` key
 * being the offline copy). Shared by server and web.
 */
import { z } from "zod";
import { LANGUAGES } from "#shared/i18n.ts";
import { canonicalTimeZone } from "#shared/time.ts";
import { timeZoneMessage } from "./team-settings.ts";

export const THEME_CHOICES = ["light", "dark", "system"] as const;
export const CALENDAR_VIEWS = ["day", "week", "month"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const userPreferencesSchema = z.object({
  /** The language the app and the person's e-mails are in; null follows the browser (src/shared/i18n.ts). */
  language: z.enum(LANGUAGES).nullable(),
  /** "system" follows the operating system (spec section 4 "Theme": the OS preference). */
  theme: z.enum(THEME_CHOICES),
  /** IANA zone to show times in; null shows the team's zone. */
  timeZone: z.string().nullable(),
  /** Help tooltips on controls (spec section 9 "Tooltip"). */
  showHelpTooltips: z.boolean(),
  /** The calendar the Calendar links open. */
  defaultCalendarView: z.enum(CALENDAR_VIEWS),
  /** Whether quick-booking mode starts on (spec section 4: off by default). */
  quickBookingDefault: z.boolean(),
  /**
   * Colleagues see "Someone" rather than this person's name on their bookings (docs/product.md
   * "Who booked"); team managers and admins still see it.
   */
  hideMyName: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** What a person who never chose anything gets. */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  language: null,
  theme: "system",
  timeZone: null,
  showHelpTooltips: true,
  defaultCalendarView: "day",
  quickBookingDefault: false,
  hideMyName: false,
};

/** PATCH /api/user/preferences: any subset; a time zone must be a known IANA zone (or null). */
export const updateUserPreferencesSchema = z.strictObject({
  language: z
    .enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(", ")}, or null` })
    .nullable()
    .optional(),
  theme: z.enum(THEME_CHOICES, { error: "Theme must be light, dark or system" }).optional(),
  timeZone: z
    .string({ error: "Time zone must be text or null" })
    .trim()
    .max(64, { error: "Time zone must be at most 64 characters" })
    .refine((zone) => canonicalTimeZone(zone) !== null, { error: (issue) => timeZoneMessage(String(issue.input)) })
    .nullable()
    .optional(),
  showHelpTooltips: z.boolean({ error: "Help tooltips must be true or false" }).optional(),
  defaultCalendarView: z.enum(CALENDAR_VIEWS, { error: "Default calendar view must be day, week or month" }).optional(),
  quickBookingDefault: z.boolean({ error: "Quick-booking default must be true or false" }).optional(),
  hideMyName: z.boolean({ error: "Hide my name must be true or false" }).optional(),
});
export type UpdateUserPreferences = z.infer<typeof updateUserPreferencesSchema>;

/**
 * The stored JSON read back with the defaults filled in; a value that no longer fits (an old or
 * hand-edited row) falls back to its default rather than breaking the page.
 */
export function preferencesFromStored(stored: unknown): UserPreferences {
  const source = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const result: UserPreferences = { ...DEFAULT_USER_PREFERENCES };
  for (const key of Object.keys(DEFAULT_USER_PREFERENCES) as (keyof UserPreferences)[]) {
    const parsed = userPreferencesSchema.shape[key].safeParse(source[key]);
    if (parsed.success) Object.assign(result, { [key]: parsed.data });
  }
  return result;
}
