import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { EMAIL_TEMPLATE_BASE, type EmailTemplateScope, emailTemplateKeys } from "./email-template-keys.ts";

/** DELETE .../email-templates/{id}: back to the default. */
export function resetEmailTemplate(scope: EmailTemplateScope, id: string): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>("DELETE", `${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}`);
}

/** Resets; the scope's list and the template refresh. */
export function useResetEmailTemplate(scope: EmailTemplateScope, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => resetEmailTemplate(scope, id),
    onSuccess: (reset) => {
      qc.setQueryData(emailTemplateKeys.detail(scope, id), reset);
      void qc.invalidateQueries({ queryKey: emailTemplateKeys.list(scope) });
    },
  });
}
