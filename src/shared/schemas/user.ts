/** Current-user contract (spec section 3 "User"; GET /api/user wraps it in `user`). */
import { z } from "zod";
import { bookingPolicySchema } from "#shared/booking-policy.ts";
import { ROLES } from "#shared/roles.ts";

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
