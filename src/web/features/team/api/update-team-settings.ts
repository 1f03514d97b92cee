import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamSettings, UpdateTeamSettingsBody } from "#shared/schemas/team-settings.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** PATCH /api/team/settings (team_admin and above). */
export function updateTeamSettings(body: UpdateTeamSettingsBody): Promise<TeamSettings> {
  return apiRequest<TeamSettings>("PATCH", "/api/team/settings", body);
}

/**
 * Saves the team settings. The current user carries the team's zone, hours and booking policy that
 * every calendar reads, so it is refreshed too.
 */
export function useUpdateTeamSettings({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<TeamSettings, UpdateTeamSettingsBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateTeamSettings,
    onSuccess: async (settings, ...rest) => {
      qc.setQueryData(teamKeys.settings(), settings);
      void qc.invalidateQueries({ queryKey: teamKeys.overview() });
      await qc.invalidateQueries({ queryKey: userKeys.all });
      return onSuccess?.(settings, ...rest);
    },
  });
}
