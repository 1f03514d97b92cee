import type { EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { EMAIL_TEMPLATE_BASE, type EmailTemplateScope, type EmailTemplateTarget } from "./email-template-keys.ts";

/** POST .../email-templates/{id}/test: queues the body, with sample values, to the caller's own address. */
export function sendTestEmail(scope: EmailTemplateScope, id: string, body: EmailTemplateBody): Promise<{ to: string }> {
  return apiRequest<{ to: string }>("POST", `${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}/test`, body);
}

/** Sends a test; nothing cached changes. */
export const useSendTestEmail = createMutationHook({
  mutationFn: ({ scope, id, body }: EmailTemplateTarget & { body: EmailTemplateBody }) =>
    sendTestEmail(scope, id, body),
});
