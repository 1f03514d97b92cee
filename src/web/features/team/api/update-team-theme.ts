import type { TeamTheme, TeamThemeBody } from "#shared/schemas/team-theme.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PUT /api/team/theme (team_admin and above): replaces the brand theme. */
export function updateTeamTheme(body: TeamThemeBody): Promise<TeamTheme> {
  return apiRequest<TeamTheme>("PUT", "/api/team/theme", body);
}

/** Saves the brand theme; the cached theme is replaced, so the app repaints at once. */
export const useUpdateTeamTheme = createMutationHook({
  mutationFn: updateTeamTheme,
  onSuccess: (saved, _variables, _onMutateResult, { client }) => {
    client.setQueryData(teamKeys.theme(), saved);
  },
});
