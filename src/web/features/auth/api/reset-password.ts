import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordBody } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/auth/reset-password: sets the new password with the link's token (single use). */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/auth/reset-password", body);
}

export function useResetPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<{ message: string }, ResetPasswordBody>;
} = {}) {
  return useMutation({ retry: false, ...mutationConfig, mutationFn: resetPassword });
}
