import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Member } from "#shared/schemas/team.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { teamKeys } from "./team-keys.ts";

/** GET /api/team/members. */
export function getMembers(): Promise<Member[]> {
  return apiGet<Member[]>("/api/team/members");
}

/** The members query. */
export function membersQueryOptions() {
  return queryOptions({ queryKey: teamKeys.members(), queryFn: getMembers });
}

/** Members of the signed-in user's team. */
export function useMembers({ queryConfig }: { queryConfig?: QueryConfig<typeof membersQueryOptions> } = {}) {
  return useQuery({ ...membersQueryOptions(), ...queryConfig });
}
