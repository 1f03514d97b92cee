import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkInvitationBody, BulkInvitationResult } from "#shared/schemas/members.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/team/invitations with `emails`: one result per address (code and link for each invited). */
export function inviteMany(body: BulkInvitationBody): Promise<BulkInvitationResult> {
  return apiRequest<BulkInvitationResult>("POST", "/api/team/invitations", body);
}

/** Invites several addresses at once; the pending list refreshes. */
export function useInviteMany({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<BulkInvitationResult, BulkInvitationBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: inviteMany,
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: teamKeys.invitations() });
      void qc.invalidateQueries({ queryKey: teamKeys.overview() });
      return onSettled?.(...args);
    },
  });
}
