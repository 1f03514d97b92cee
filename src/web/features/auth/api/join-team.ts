import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResult, JoinTeamBody } from "../../../../shared/schemas/auth.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** POST /api/auth/join-team: joins by invitation code; the new member is signed in. */
export function useJoinTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinTeamBody) => apiRequest<AuthResult>("POST", "/api/auth/join-team", body),
    retry: false,
    onSuccess: (result) => storeAuthResult(qc, result),
  });
}
