import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailTemplate, EmailTemplateBody } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { EMAIL_TEMPLATE_BASE, type EmailTemplateScope, emailTemplateKeys } from "./email-template-keys.ts";

/** PUT .../email-templates/{id}: saves the scope's copy (400 naming unknown variables). */
export function saveEmailTemplate(
  scope: EmailTemplateScope,
  id: string,
  body: EmailTemplateBody,
): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>("PUT", `${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}`, body);
}

/** Saves; the scope's list and the template refresh. */
export function useSaveEmailTemplate(scope: EmailTemplateScope, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailTemplateBody) => saveEmailTemplate(scope, id, body),
    onSuccess: (saved) => {
      qc.setQueryData(emailTemplateKeys.detail(scope, id), saved);
      void qc.invalidateQueries({ queryKey: emailTemplateKeys.list(scope) });
    },
  });
}
