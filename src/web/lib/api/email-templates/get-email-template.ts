import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { EMAIL_TEMPLATE_BASE, type EmailTemplateScope, emailTemplateKeys } from "./email-template-keys.ts";

/** GET .../email-templates/{id}: the template as this scope sends it, with its variables. */
export function getEmailTemplate(scope: EmailTemplateScope, id: string): Promise<EmailTemplate> {
  return apiGet<EmailTemplate>(`${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}`);
}

export function emailTemplateQueryOptions(scope: EmailTemplateScope, id: string) {
  return queryOptions({ queryKey: emailTemplateKeys.detail(scope, id), queryFn: () => getEmailTemplate(scope, id) });
}

export function useEmailTemplate(scope: EmailTemplateScope, id: string) {
  return useQuery(emailTemplateQueryOptions(scope, id));
}
