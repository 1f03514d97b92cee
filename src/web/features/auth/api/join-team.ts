import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResult, JoinTeamBody } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** POST /api/auth/join-team: joins by invitation code. */
export function joinTeam(body: JoinTeamBody): Promise<AuthResult> {
  return apiRequest<AuthResult>("POST", "/api/auth/join-team", body);
}

/** Joins a team; the new member is signed in. */
export function useJoinTeam({ mutationConfig }: { mutationConfig?: MutationConfig<AuthResult, JoinTeamBody> } = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: joinTeam,
    onSuccess: (result, ...rest) => {
      storeAuthResult(qc, result);
      return onSuccess?.(result, ...rest);
    },
  });
}
