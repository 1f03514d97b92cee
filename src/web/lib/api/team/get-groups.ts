import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Group } from "#shared/schemas/groups.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/groups: the team's groups by name, with member counts (team_admin). */
export function getGroups(): Promise<Group[]> {
  return apiGet<Group[]>("/api/team/groups");
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.groups(), queryFn: getGroups });
}

/** The team's groups. */
export function useGroups({ queryConfig }: { queryConfig?: QueryConfig<typeof groupsQueryOptions> } = {}) {
  return useQuery({ ...groupsQueryOptions(), ...queryConfig });
}
