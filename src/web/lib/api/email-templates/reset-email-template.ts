import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import {
  type EmailTemplateCopy,
  type EmailTemplateTarget,
  emailTemplateKeys,
  emailTemplateUrl,
} from "./email-template-keys.ts";

/** DELETE .../email-templates/{id}?language=: that language's copy back to the default. */
export function resetEmailTemplate(copy: EmailTemplateCopy, id: string): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>("DELETE", emailTemplateUrl(copy, id));
}

/** Resets; the copy's list and the template refresh. */
export const useResetEmailTemplate = createMutationHook({
  mutationFn: ({ id, ...copy }: EmailTemplateTarget) => resetEmailTemplate(copy, id),
  onSuccess: (reset, { id, ...copy }, _onMutateResult, { client }) => {
    client.setQueryData(emailTemplateKeys.detail(copy, id), reset);
    void client.invalidateQueries({ queryKey: emailTemplateKeys.list(copy) });
  },
});
