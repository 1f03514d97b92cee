import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamSettings } from "#shared/schemas/team-settings.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/settings: the team's name, zone and booking rules (every member may read them). */
export function getTeamSettings(): Promise<TeamSettings> {
  return apiGet<TeamSettings>("/api/team/settings");
}

/** The team settings query. */
export function teamSettingsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.settings(), queryFn: getTeamSettings });
}

/** The signed-in user's team settings. */
export function useTeamSettings({ queryConfig }: { queryConfig?: QueryConfig<typeof teamSettingsQueryOptions> } = {}) {
  return useQuery({ ...teamSettingsQueryOptions(), ...queryConfig });
}
