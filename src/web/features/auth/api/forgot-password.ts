import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", body);
}

export const useForgotPassword = createMutationHook({
  retry: false,
  mutationFn: forgotPassword,
});
