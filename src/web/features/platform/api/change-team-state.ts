import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminTeamSummary } from "#shared/schemas/platform.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
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
export function useChangeTeamState({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<TeamActionResult, TeamStateChange>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: changeTeamState,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: platformKeys.all });
      return onSuccess?.(...args);
    },
  });
}
