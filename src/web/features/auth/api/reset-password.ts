import type { ResetPasswordBody } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/auth/reset-password: sets the new password with the link's token (single use). */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/auth/reset-password", body);
}

export const useResetPassword = createMutationHook({
  retry: false,
  mutationFn: resetPassword,
});
