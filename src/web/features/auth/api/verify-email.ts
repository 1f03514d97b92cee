import type { VerifyEmailBody, VerifyEmailResult } from "#shared/schemas/email-verification.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/auth/verify-email: confirms the address the e-mailed link was made for, signed in as its account. */
export function verifyEmail(body: VerifyEmailBody): Promise<VerifyEmailResult> {
  return apiRequest<VerifyEmailResult>("POST", "/api/auth/verify-email", body);
}

/** Confirms the address; the signed-in user refreshes, so the banner asking for it goes. */
export const useVerifyEmail = createMutationHook({
  retry: false,
  mutationFn: verifyEmail,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: userKeys.current() });
  },
});
