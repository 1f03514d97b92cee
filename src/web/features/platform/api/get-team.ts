import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminTeamDetail } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** GET /api/admin/teams/{id}: one team's page. */
export function getTeam(id: string): Promise<AdminTeamDetail> {
  return apiGet<AdminTeamDetail>(`/api/admin/teams/${encodeURIComponent(id)}`);
}

export function teamQueryOptions(id: string) {
  return queryOptions({ queryKey: platformKeys.team(id), queryFn: () => getTeam(id) });
}

export function useTeam(id: string, { queryConfig }: { queryConfig?: QueryConfig<typeof teamQueryOptions> } = {}) {
  return useQuery({ ...teamQueryOptions(id), ...queryConfig });
}
