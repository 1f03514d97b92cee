import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", body);
}

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<{ message: string }, { email: string }>;
} = {}) {
  return useMutation({ retry: false, ...mutationConfig, mutationFn: forgotPassword });
}
