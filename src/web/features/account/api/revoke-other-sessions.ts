import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RevokeOthersResult } from "#shared/schemas/account.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/user/sessions/revoke-others: signs out every session but this one. */
export function revokeOtherSessions(): Promise<RevokeOthersResult> {
  return apiRequest<RevokeOthersResult>("POST", "/api/user/sessions/revoke-others");
}

/** "Sign out other sessions"; the sessions list is read again afterwards. */
export function useRevokeOtherSessions({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<RevokeOthersResult, void>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: revokeOtherSessions,
    onSuccess: async (result, ...rest) => {
      await qc.invalidateQueries({ queryKey: accountKeys.sessions() });
      return onSuccess?.(result, ...rest);
    },
  });
}
