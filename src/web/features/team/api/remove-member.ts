import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { invalidateDependents, type MutationConfig } from "#web/lib/query-client.ts";

type Removed = { cancelledBookings: number };

/** DELETE /api/team/members/{id}: removes a member; answers how many of their bookings were cancelled. */
export function removeMember(id: string): Promise<Removed> {
  return apiRequest<Removed>("DELETE", `/api/team/members/${encodeURIComponent(id)}`);
}

/** Removes a member; the members list and what counts members or bookings refresh. */
export function useRemoveMember({ mutationConfig }: { mutationConfig?: MutationConfig<Removed, string> } = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: removeMember,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: teamKeys.members() });
      void qc.invalidateQueries({ queryKey: teamKeys.overview() });
      void invalidateDependents(qc, "team");
      void qc.invalidateQueries({ queryKey: ["bookings"] });
      return onSuccess?.(...args);
    },
  });
}
