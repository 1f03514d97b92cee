import type { EmailTemplate, EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import {
  EMAIL_TEMPLATE_BASE,
  type EmailTemplateScope,
  type EmailTemplateTarget,
  emailTemplateKeys,
} from "./email-template-keys.ts";

/** PUT .../email-templates/{id}: saves the scope's copy (400 naming unknown variables). */
export function saveEmailTemplate(
  scope: EmailTemplateScope,
  id: string,
  body: EmailTemplateBody,
): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>("PUT", `${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}`, body);
}

/** Saves; the scope's list and the template refresh. */
export const useSaveEmailTemplate = createMutationHook({
  mutationFn: ({ scope, id, body }: EmailTemplateTarget & { body: EmailTemplateBody }) =>
    saveEmailTemplate(scope, id, body),
  onSuccess: (saved, { scope, id }, _onMutateResult, { client }) => {
    client.setQueryData(emailTemplateKeys.detail(scope, id), saved);
    void client.invalidateQueries({ queryKey: emailTemplateKeys.list(scope) });
  },
});
