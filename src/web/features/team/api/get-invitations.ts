import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListedInvitation } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/invitations: unused invitations, pending and recently expired (team_admin). */
export function getInvitations(): Promise<ListedInvitation[]> {
  return apiGet<ListedInvitation[]>("/api/team/invitations");
}

/** The pending invitations query. */
export function invitationsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.invitations(), queryFn: getInvitations });
}

/** Pending invitations of the team. */
export function useInvitations({ queryConfig }: { queryConfig?: QueryConfig<typeof invitationsQueryOptions> } = {}) {
  return useQuery({ ...invitationsQueryOptions(), ...queryConfig });
}
