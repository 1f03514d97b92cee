import type { EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { type EmailTemplateCopy, type EmailTemplateTarget, emailTemplateUrl } from "./email-template-keys.ts";

/** POST .../email-templates/{id}/test?language=: queues the body, with that language's samples, to the caller's own address. */
export function sendTestEmail(copy: EmailTemplateCopy, id: string, body: EmailTemplateBody): Promise<{ to: string }> {
  return apiRequest<{ to: string }>("POST", emailTemplateUrl(copy, id, "test"), body);
}

/** Sends a test; nothing cached changes. */
export const useSendTestEmail = createMutationHook({
  mutationFn: ({ id, body, ...copy }: EmailTemplateTarget & { body: EmailTemplateBody }) =>
    sendTestEmail(copy, id, body),
});
