import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** DELETE /api/team/invitations/{id}: the invitation's code stops working. */
export function revokeInvitation(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/team/invitations/${encodeURIComponent(id)}`);
}

/** Revokes an invitation; the pending list refreshes. */
export function useRevokeInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<void, string> } = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: revokeInvitation,
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: teamKeys.invitations() });
      void qc.invalidateQueries({ queryKey: teamKeys.overview() });
      return onSettled?.(...args);
    },
  });
}
