import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailTemplateList } from "#shared/schemas/email-template.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { type EmailTemplateCopy, emailTemplateKeys, emailTemplateUrl } from "./email-template-keys.ts";

/** GET /api/email-templates or /api/admin/email-templates, for one language's copies. */
export function getEmailTemplates(copy: EmailTemplateCopy): Promise<EmailTemplateList> {
  return apiGet<EmailTemplateList>(emailTemplateUrl(copy));
}

export function emailTemplatesQueryOptions(copy: EmailTemplateCopy) {
  return queryOptions({ queryKey: emailTemplateKeys.list(copy), queryFn: () => getEmailTemplates(copy) });
}

/** The scope's templates in one language, each with whether that copy was edited. */
export function useEmailTemplates(copy: EmailTemplateCopy) {
  return useQuery(emailTemplatesQueryOptions(copy));
}
