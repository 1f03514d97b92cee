import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamTheme, TeamThemeBody } from "#shared/schemas/team-theme.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** PUT /api/team/theme (team_admin and above): replaces the brand theme. */
export function updateTeamTheme(body: TeamThemeBody): Promise<TeamTheme> {
  return apiRequest<TeamTheme>("PUT", "/api/team/theme", body);
}

/** Saves the brand theme; the cached theme is replaced, so the app repaints at once. */
export function useUpdateTeamTheme({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<TeamTheme, TeamThemeBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateTeamTheme,
    onSuccess: (saved, ...rest) => {
      qc.setQueryData(teamKeys.theme(), saved);
      return onSuccess?.(saved, ...rest);
    },
  });
}
