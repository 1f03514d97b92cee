import type { EmailTemplate, EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import {
  type EmailTemplateCopy,
  type EmailTemplateTarget,
  emailTemplateKeys,
  emailTemplateUrl,
} from "./email-template-keys.ts";

/** PUT .../email-templates/{id}?language=: saves that language's copy (400 naming unknown variables). */
export function saveEmailTemplate(
  copy: EmailTemplateCopy,
  id: string,
  body: EmailTemplateBody,
): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>("PUT", emailTemplateUrl(copy, id), body);
}

/** Saves; the copy's list and the template refresh. */
export const useSaveEmailTemplate = createMutationHook({
  mutationFn: ({ id, body, ...copy }: EmailTemplateTarget & { body: EmailTemplateBody }) =>
    saveEmailTemplate(copy, id, body),
  onSuccess: (saved, { id, body: _body, ...copy }, _onMutateResult, { client }) => {
    client.setQueryData(emailTemplateKeys.detail(copy, id), saved);
    void client.invalidateQueries({ queryKey: emailTemplateKeys.list(copy) });
  },
});
