import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedInvitation } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/team/invitations/{id}/resend: a new code and expiry; the old code stops working. */
export function resendInvitation(id: string): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>("POST", `/api/team/invitations/${encodeURIComponent(id)}/resend`);
}

/** Resends an invitation; the pending list refreshes (new expiry). */
export function useResendInvitation({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<CreatedInvitation, string>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: resendInvitation,
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: teamKeys.invitations() });
      return onSettled?.(...args);
    },
  });
}
