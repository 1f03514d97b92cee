import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordBody, ChangePasswordResult } from "#shared/schemas/account.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/user/password: the current and a new password; other sessions are signed out. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  return apiRequest<ChangePasswordResult>("POST", "/api/user/password", body);
}

/** Changes the password; the sessions list (other sessions are gone) is read again afterwards. */
export function useChangePassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<ChangePasswordResult, ChangePasswordBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: changePassword,
    onSuccess: async (result, ...rest) => {
      await qc.invalidateQueries({ queryKey: ["user", "account"] });
      return onSuccess?.(result, ...rest);
    },
  });
}
