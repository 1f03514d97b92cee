/**
 * The booking rules the server adds to the shared ones (src/shared/booking-rules.ts): office and
 * team state, each throwing a coded AppError (DESIGN.md "Trial"), and the step that turns a shared
 * rule's violation into the API's 422.
 */
import type { TeamRow } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { BookingViolation } from "#shared/booking-rules.ts";

/** Throws the violation as a 422 AppError; does nothing for null. */
export function assertNoViolation(violation: BookingViolation | null): void {
  if (violation) throw new AppError(violation.code, violation.message);
}

/** OFFICE_INACTIVE (422) for a deactivated office, else null. */
export function officeInactiveViolation(office: { name: string; isActive: boolean }): BookingViolation | null {
  return office.isActive
    ? null
    : { code: "OFFICE_INACTIVE", message: `${office.name} is deactivated and cannot be booked.` };
}

/** Throws OFFICE_INACTIVE (422) for a deactivated office. */
export function assertOfficeActive(office: { name: string; isActive: boolean }): void {
  assertNoViolation(officeInactiveViolation(office));
}

/**
 * After the trial, a team can still read but not book (DESIGN.md "Trial"): TRIAL_EXPIRED (402) or
 * TEAM_SUSPENDED (403) at `now`, else null.
 */
export function teamStateViolation(team: TeamRow, now: Date): BookingViolation | null {
  if (team.status === "trial" && team.trialEndsAt && team.trialEndsAt.getTime() <= now.getTime()) {
    return {
      code: "TRIAL_EXPIRED",
      message: `Your team's free trial ended on ${team.trialEndsAt.toISOString().slice(0, 10)}. Ask your administrator to extend the trial or activate the team to make new bookings.`,
    };
  }
  if (team.status === "suspended") {
    return { code: "TEAM_SUSPENDED", message: "Your team is suspended; new bookings are paused. Contact support." };
  }
  return null;
}

/** Throws TRIAL_EXPIRED (402) or TEAM_SUSPENDED (403) when the team may not book at `now`. */
export function assertTrialActive(team: TeamRow, now: Date): void {
  assertNoViolation(teamStateViolation(team, now));
}
