/** Shapes a user row and its team into the API's User (spec section 3 "User"). */

import { isAdminRole, isSuperAdminRole, type Role } from "../../../shared/roles.ts";
import type { User } from "../../../shared/schemas/user.ts";
import type { TeamRow, UserRow } from "../../lib/actor.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function presentUser(user: UserRow, team: TeamRow | null, now = new Date()): User {
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
          trialEndsAt: trialEndsAt?.toISOString() ?? null,
          trialDaysLeft: msLeft === null ? null : Math.max(0, Math.ceil(msLeft / DAY_MS)),
          isTrialExpired: msLeft !== null && msLeft <= 0,
        }
      : null,
    favoriteOffices: [],
    onboardingCompleted: user.onboardingCompleted,
    hasSeenOnboarding: user.hasSeenOnboarding,
    jobTitle: user.jobTitle,
    department: user.department,
  };
}
