/**
 * The rules of super-admin team actions (docs/product.md "Platform", "Trial"), each a small pure
 * function over the team's current state that throws a coded AppError or answers the new state.
 */
import { addDays } from "date-fns/addDays";
import { AppError } from "#server/lib/app-error.ts";
import type { TeamStatus } from "#shared/constants.ts";
import type { ErrorMessageId } from "#shared/error-text.ts";
import type { TeamState } from "#shared/schemas/platform.ts";

export interface TeamStateValues {
  status: TeamStatus;
  trialEndsAt: Date | null;
}

const conflict = (message: string, id: ErrorMessageId) => new AppError("TEAM_STATE_CONFLICT", message, { id });

/**
 * Extending a trial (or an expired trial) by `days`: from its end, or from now when it has already
 * ended, so the team always gets `days` days from today at least. An active or suspended team has
 * no trial to extend: 409.
 */
export function extendedTrial(team: TeamStateValues, state: TeamState, days: number, now: Date): TeamStateValues {
  if (state === "active")
    throw conflict("This team is active, so it has no trial to extend.", "errors.platform.noTrialActive");
  if (state === "suspended")
    throw conflict(
      "This team is suspended. Reactivate it before extending its trial.",
      "errors.platform.noTrialSuspended",
    );
  const from = team.trialEndsAt && team.trialEndsAt.getTime() > now.getTime() ? team.trialEndsAt : now;
  return { status: "trial", trialEndsAt: addDays(from, days) };
}

/** Activating: no trial limit any more (trial end cleared). Refused for an active or suspended team. */
export function activated(state: TeamState): TeamStateValues {
  if (state === "active") throw conflict("This team is already active.", "errors.platform.alreadyActive");
  if (state === "suspended")
    throw conflict("This team is suspended. Reactivate it first.", "errors.platform.suspendedReactivateFirst");
  return { status: "active", trialEndsAt: null };
}

/** Suspending keeps the trial end, so reactivating restores the trial (or the activation). */
export function suspended(team: TeamStateValues, state: TeamState): TeamStateValues {
  if (state === "suspended") throw conflict("This team is already suspended.", "errors.platform.alreadySuspended");
  return { status: "suspended", trialEndsAt: team.trialEndsAt };
}

/** Reactivating a suspended team: back to its trial when it had one, else active. */
export function reactivated(team: TeamStateValues, state: TeamState): TeamStateValues {
  if (state !== "suspended")
    throw conflict("Only a suspended team can be reactivated.", "errors.platform.notSuspended");
  return { status: team.trialEndsAt ? "trial" : "active", trialEndsAt: team.trialEndsAt };
}

/** Deleting needs the team's exact name typed (surrounding spaces ignored): 422 otherwise. */
export function assertConfirmName(teamName: string, typed: string): void {
  if (typed.trim() !== teamName.trim()) {
    throw new AppError(
      "CONFIRMATION_MISMATCH",
      `Type the team's name exactly ("${teamName}") to delete it. Nothing was deleted.`,
      { id: "errors.platform.confirmMismatch", values: { team: teamName } },
    );
  }
}
