import type { VerificationEmailResult } from "#shared/schemas/email-verification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/auth/verification-email: a new link confirming the signed-in person's own address (3 per 15 minutes). */
export function sendVerificationEmail(): Promise<VerificationEmailResult> {
  return apiRequest<VerificationEmailResult>("POST", "/api/auth/verification-email");
}

export const useSendVerificationEmail = createMutationHook({
  retry: false,
  mutationFn: sendVerificationEmail,
});
