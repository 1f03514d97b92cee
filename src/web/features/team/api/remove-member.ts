import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateDependents } from "#web/lib/query-client.ts";

type Removed = { cancelledBookings: number };

/** DELETE /api/team/members/{id}: removes a member; answers how many of their bookings were cancelled. */
export function removeMember(id: string): Promise<Removed> {
  return apiRequest<Removed>("DELETE", `/api/team/members/${encodeURIComponent(id)}`);
}

/** Removes a member; the members list and what counts members or bookings refresh. */
export const useRemoveMember = createMutationHook({
  mutationFn: removeMember,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.members() });
    void client.invalidateQueries({ queryKey: teamKeys.overview() });
    void invalidateDependents(client, "team");
    void client.invalidateQueries({ queryKey: ["bookings"] });
  },
});
