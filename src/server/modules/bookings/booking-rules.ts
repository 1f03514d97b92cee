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

export function assertOfficeActive(office: { name: string; isActive: boolean }): void {
  if (!office.isActive) {
    throw new AppError("OFFICE_INACTIVE", `${office.name} is deactivated and cannot be booked.`);
  }
}

/** After the trial, a team can still read but not book (DESIGN.md "Trial"). */
export function assertTrialActive(team: TeamRow, now: Date): void {
  if (team.status === "trial" && team.trialEndsAt && team.trialEndsAt.getTime() <= now.getTime()) {
    throw new AppError(
      "TRIAL_EXPIRED",
      `Your team's free trial ended on ${team.trialEndsAt.toISOString().slice(0, 10)}. Ask your administrator to extend the trial or activate the team to make new bookings.`,
    );
  }
  if (team.status === "suspended") {
    throw new AppError("TEAM_SUSPENDED", "Your team is suspended; new bookings are paused. Contact support.");
  }
}
