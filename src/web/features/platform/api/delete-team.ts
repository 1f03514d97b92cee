import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

export interface DeleteTeamInput {
  id: string;
  confirmName: string;
}

/** DELETE /api/admin/teams/{id} with the team's name typed. */
export function deleteTeam({ id, confirmName }: DeleteTeamInput): Promise<{ deleted: true; message: string }> {
  return apiRequest("DELETE", `/api/admin/teams/${encodeURIComponent(id)}`, { confirmName });
}

/** Deletes a team; the lists and overview refresh, the deleted team's page is dropped. */
export function useDeleteTeam({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<{ deleted: true; message: string }, DeleteTeamInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteTeam,
    onSuccess: (...args) => {
      qc.removeQueries({ queryKey: platformKeys.team(args[1].id) });
      void qc.invalidateQueries({ queryKey: platformKeys.all });
      return onSuccess?.(...args);
    },
  });
}
