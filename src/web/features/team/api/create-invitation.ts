import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedInvitation, CreateInvitationBody } from "../../../../shared/schemas/team.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/team/invitations: answers the code and link once. */
export function useCreateInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => apiRequest<CreatedInvitation>("POST", "/api/team/invitations", body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["/api/team/invitations"] });
    },
  });
}
