import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailTemplate } from "#shared/schemas/email-template.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { type EmailTemplateCopy, emailTemplateKeys, emailTemplateUrl } from "./email-template-keys.ts";

/** GET .../email-templates/{id}?language=: the template as this scope sends it in that language, with its variables. */
export function getEmailTemplate(copy: EmailTemplateCopy, id: string): Promise<EmailTemplate> {
  return apiGet<EmailTemplate>(emailTemplateUrl(copy, id));
}

export function emailTemplateQueryOptions(copy: EmailTemplateCopy, id: string) {
  return queryOptions({ queryKey: emailTemplateKeys.detail(copy, id), queryFn: () => getEmailTemplate(copy, id) });
}

export function useEmailTemplate(copy: EmailTemplateCopy, id: string) {
  return useQuery(emailTemplateQueryOptions(copy, id));
}
