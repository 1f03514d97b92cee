import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Member } from "../../../../shared/schemas/team.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/team/members. */
export const membersQueryOptions = queryOptions({
  queryKey: ["/api/team/members"],
  queryFn: () => apiGet<Member[]>("/api/team/members"),
});

/** Members of the signed-in user's team. */
export function useMembers() {
  return useQuery(membersQueryOptions);
}
