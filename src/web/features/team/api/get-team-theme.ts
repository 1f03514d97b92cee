import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamTheme } from "#shared/schemas/team-theme.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/theme: the team's brand theme (every member; the app's colours until one is saved). */
export function getTeamTheme(): Promise<TeamTheme> {
  return apiGet<TeamTheme>("/api/team/theme");
}

/** The team theme query. */
export function teamThemeQueryOptions() {
  return queryOptions({ queryKey: teamKeys.theme(), queryFn: getTeamTheme });
}

/** The signed-in user's team theme. */
export function useTeamTheme({ queryConfig }: { queryConfig?: QueryConfig<typeof teamThemeQueryOptions> } = {}) {
  return useQuery({ ...teamThemeQueryOptions(), ...queryConfig });
}
