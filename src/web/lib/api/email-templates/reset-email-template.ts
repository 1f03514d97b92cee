import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import {
  EMAIL_TEMPLATE_BASE,
  type EmailTemplateScope,
  type EmailTemplateTarget,
  emailTemplateKeys,
} from "./email-template-keys.ts";

/** DELETE .../email-templates/{id}: back to the default. */
export function resetEmailTemplate(scope: EmailTemplateScope, id: string): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>("DELETE", `${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}`);
}

/** Resets; the scope's list and the template refresh. */
export const useResetEmailTemplate = createMutationHook({
  mutationFn: ({ scope, id }: EmailTemplateTarget) => resetEmailTemplate(scope, id),
  onSuccess: (reset, { scope, id }, _onMutateResult, { client }) => {
    client.setQueryData(emailTemplateKeys.detail(scope, id), reset);
    void client.invalidateQueries({ queryKey: emailTemplateKeys.list(scope) });
  },
});
