import type { AdminTeamSummary } from "#shared/schemas/platform.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { platformKeys } from "./platform-keys.ts";

export interface TeamActionResult {
  team: AdminTeamSummary;
  message: string;
}

/** The team actions: extend-trial takes `days`; the others no body. */
export type TeamStateChange =
  | { id: string; action: "extend-trial"; days: number }
  | { id: string; action: "activate" | "suspend" | "reactivate" };

/** POST /api/admin/teams/{id}/{action}: extend trial, activate, suspend or reactivate. */
export function changeTeamState(change: TeamStateChange): Promise<TeamActionResult> {
  const body = change.action === "extend-trial" ? { days: change.days } : undefined;
  return apiRequest<TeamActionResult>(
    "POST",
    `/api/admin/teams/${encodeURIComponent(change.id)}/${change.action}`,
    body,
  );
}

/** Changes a team's state; every platform view refreshes (lists, the team, the overview's counts). */
export const useChangeTeamState = createMutationHook({
  mutationFn: changeTeamState,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: platformKeys.all });
  },
});
