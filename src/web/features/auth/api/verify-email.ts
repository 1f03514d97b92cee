import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailBody, VerifyEmailResult } from "#shared/schemas/email-verification.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/auth/verify-email: confirms the address the e-mailed link was made for (no session needed). */
export function verifyEmail(body: VerifyEmailBody): Promise<VerifyEmailResult> {
  return apiRequest<VerifyEmailResult>("POST", "/api/auth/verify-email", body);
}

/** Confirms the address; the signed-in user (if any) refreshes, so the banner asking for it goes. */
export function useVerifyEmail({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<VerifyEmailResult, VerifyEmailBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: verifyEmail,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: userKeys.current() });
      return onSuccess?.(...args);
    },
  });
}
