import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedInvitation, CreateInvitationBody } from "#shared/schemas/team.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/team/invitations: answers the code and link once. */
export function createInvitation(body: CreateInvitationBody): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>("POST", "/api/team/invitations", body);
}

/** Creates an invitation; the pending list refreshes. */
export function useCreateInvitation({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<CreatedInvitation, CreateInvitationBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createInvitation,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: teamKeys.invitations() });
      void qc.invalidateQueries({ queryKey: teamKeys.overview() });
      return onSuccess?.(...args);
    },
  });
}
