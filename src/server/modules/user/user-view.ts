/**
 * Shapes a user row and its team into the API's User (spec section 3 "User"); `now` (the service's
 * clock) dates the trial; `favoriteOffices` are the ids of the user's favourite offices;
 * `mail.verificationRequired` whether this server needs addresses confirmed (SMTP_URL set).
 */

import type { TeamRow, UserRow } from "#server/lib/actor.ts";
import { policyFromTeam } from "#server/modules/bookings/booking-policy.ts";
import { isAdminRole, isSuperAdminRole, type Role } from "#shared/roles.ts";
import type { User } from "#shared/schemas/user.ts";
import { DAY_MS } from "#shared/time.ts";
import { meetsTwoFactor, twoFactorRequired } from "#shared/two-factor.ts";

export function presentUser(
  user: UserRow,
  team: TeamRow | null,
  now: Date,
  favoriteOffices: readonly string[],
  mail: { verificationRequired: boolean },
  /** How the reader's session was opened (`Actor.signInMethod`): a single sign-on meets the requirement. */
  signInMethod?: string,
): User {
  const role = user.role as Role;
  const trialEndsAt = team?.trialEndsAt ?? null;
  const isTrial = team?.status === "trial" && trialEndsAt !== null;
  const msLeft = isTrial ? trialEndsAt.getTime() - now.getTime() : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    isAdmin: isAdminRole(role),
    isSuperAdmin: isSuperAdminRole(role),
    teamId: user.teamId,
    teamName: team?.name ?? null,
    team: team
      ? {
          id: team.id,
          name: team.name,
          timeZone: team.timeZone,
          businessStartMinute: team.businessStartMinute,
          businessEndMinute: team.businessEndMinute,
          weekStartsOn: team.weekStartsOn,
          language: team.language,
          trialEndsAt: trialEndsAt?.toISOString() ?? null,
          trialDaysLeft: msLeft === null ? null : Math.max(0, Math.ceil(msLeft / DAY_MS)),
          isTrialExpired: msLeft !== null && msLeft <= 0,
          bookingPolicy: policyFromTeam(team),
        }
      : null,
    favoriteOffices: [...favoriteOffices],
    onboardingCompleted: user.onboardingCompleted,
    hasSeenOnboarding: user.hasSeenOnboarding,
    jobTitle: user.jobTitle,
    department: user.department,
    emailVerified: user.emailVerified,
    // A super admin sends no team's mail (their test sends are exempt): nothing to ask them.
    emailVerificationRequired: mail.verificationRequired && !isSuperAdminRole(role),
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorSetupRequired:
      !meetsTwoFactor(user, signInMethod) && twoFactorRequired(role, team?.twoFactorPolicy ?? null),
    hasPasskey: user.passkeyCount > 0,
  };
}
