/** Current-user contract (spec section 3 "User"; GET /api/user wraps it in `user`). */
import { z } from "zod";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { LANGUAGES } from "#shared/i18n.ts";
import { ROLES } from "#shared/roles.ts";
import type { Same } from "#shared/type-equality.ts";

/** A team's booking policy on the wire; its type, meaning and defaults are in #shared/booking-policy.ts. */
export const bookingPolicySchema = z.object({
  /** IANA zone of the team; business hours and the grid are local to it. */
  timeZone: z.string(),
  /** First bookable minute of a local day (420 = 07:00). */
  businessStartMinute: z.number().int(),
  /** Last minute a booking may end at on a local day (1200 = 20:00; 1440 = midnight). */
  businessEndMinute: z.number().int(),
  /** Longest booking, in minutes. */
  maxBookingMinutes: z.number().int(),
  /** How many days (of 24 hours) ahead of now a booking may start. */
  horizonDays: z.number().int(),
  /** Minutes that must lie between now and a booking's start; 0 allows the current slot. */
  minNoticeMinutes: z.number().int(),
  /** Most live (confirmed, not ended) bookings one member may hold; null is no limit. */
  maxActiveBookings: z.number().int().nullable(),
  /** Whether a booking must be checked in (within the grace minutes after its start) to be kept. */
  checkInRequired: z.boolean(),
  checkInGraceMinutes: z.number().int(),
  /** First day of the week in the team's calendars, 0 Sunday ... 6 Saturday (date-fns `weekStartsOn`). */
  weekStartsOn: z.number().int().min(0).max(6),
});
// The schema and the type must say the same: change one without the other and the type check fails.
true satisfies Same<z.infer<typeof bookingPolicySchema>, BookingPolicy>;

export const teamRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * The signed-in user's team: time zone (IANA), business hours in local minutes, trial end, and the
 * whole booking policy the client checks requests by (src/shared/booking-rules.ts).
 */
export const userTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  businessStartMinute: z.number().int(),
  businessEndMinute: z.number().int(),
  /** First day of the week in the team's calendars, 0 Sunday ... 6 Saturday. */
  weekStartsOn: z.number().int(),
  /** The team's default language: the app's when the person chose none and the browser's is not offered. */
  language: z.enum(LANGUAGES),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  isTrialExpired: z.boolean(),
  bookingPolicy: bookingPolicySchema,
});
export type UserTeam = z.infer<typeof userTeamSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  team: userTeamSchema.nullable(),
  favoriteOffices: z.array(z.string()),
  onboardingCompleted: z.boolean(),
  hasSeenOnboarding: z.boolean(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  /** Whether the person confirmed their e-mail address (docs/operations.md "Mail limits and e-mail verification"). */
  emailVerified: z.boolean(),
  /**
   * Whether this server needs addresses confirmed before mailing others (it sends mail: SMTP_URL
   * set). With it and without `emailVerified`, the app asks the person to confirm.
   */
  emailVerificationRequired: z.boolean(),
  /** Whether sign-in asks this person for a second factor (Settings > Security). */
  twoFactorEnabled: z.boolean(),
  /**
   * Whether their team requires a second factor they have not set up: the app asks them to before
   * anything else, and the server refuses other calls (403 TWO_FACTOR_REQUIRED).
   */
  twoFactorSetupRequired: z.boolean(),
  /**
   * Whether the person has a passkey: a session opened with the password alone, when a second factor
   * is required, can be replaced by signing in with it (docs/decisions/0029).
   */
  hasPasskey: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResultSchema = z.object({ user: userSchema });

/** GET /api/user/session: the signed-in user, or null when signed out (a session check, not an error). */
export const sessionUserResultSchema = z.object({ user: userSchema.nullable() });

export const onboardingStatusSchema = z.object({
  onboardingCompleted: z.boolean(),
  hasSeenOnboarding: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** PUT and DELETE /api/user/favorite-offices/{officeId}. */
export const favoriteOfficeParamsSchema = z.strictObject({ officeId: z.uuid({ error: "Office id must be a UUID" }) });
