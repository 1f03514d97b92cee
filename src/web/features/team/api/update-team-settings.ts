import type { TeamSettings, UpdateTeamSettingsBody } from "#shared/schemas/team-settings.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PATCH /api/team/settings (team_admin and above). */
export function updateTeamSettings(body: UpdateTeamSettingsBody): Promise<TeamSettings> {
  return apiRequest<TeamSettings>("PATCH", "/api/team/settings", body);
}

/**
 * Saves the team settings. The current user carries the team's zone, hours and booking policy that
 * every calendar reads, so it is refreshed too.
 */
export const useUpdateTeamSettings = createMutationHook({
  mutationFn: updateTeamSettings,
  onSuccess: async (settings, _variables, _onMutateResult, { client }) => {
    client.setQueryData(teamKeys.settings(), settings);
    void client.invalidateQueries({ queryKey: teamKeys.overview() });
    await client.invalidateQueries({ queryKey: userKeys.all });
  },
});
