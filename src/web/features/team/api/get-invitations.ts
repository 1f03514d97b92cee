import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invitation } from "../../../../shared/schemas/team.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/team/invitations: pending invitations (team_admin). */
export const invitationsQueryOptions = queryOptions({
  queryKey: ["/api/team/invitations"],
  queryFn: () => apiGet<Invitation[]>("/api/team/invitations"),
});

/** Pending invitations of the team. */
export function useInvitations(enabled = true) {
  return useQuery({ ...invitationsQueryOptions, enabled });
}
