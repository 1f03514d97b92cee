import { useMutation } from "@tanstack/react-query";
import type { VerificationEmailResult } from "#shared/schemas/email-verification.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/auth/verification-email: a new link confirming the signed-in person's own address (3 per 15 minutes). */
export function sendVerificationEmail(): Promise<VerificationEmailResult> {
  return apiRequest<VerificationEmailResult>("POST", "/api/auth/verification-email");
}

export function useSendVerificationEmail({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<VerificationEmailResult, void>;
} = {}) {
  return useMutation({ retry: false, ...mutationConfig, mutationFn: sendVerificationEmail });
}
