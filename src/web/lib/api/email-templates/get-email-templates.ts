import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailTemplateList } from "#shared/schemas/email-template.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { EMAIL_TEMPLATE_BASE, type EmailTemplateScope, emailTemplateKeys } from "./email-template-keys.ts";

/** GET /api/email-templates or /api/admin/email-templates. */
export function getEmailTemplates(scope: EmailTemplateScope): Promise<EmailTemplateList> {
  return apiGet<EmailTemplateList>(EMAIL_TEMPLATE_BASE[scope]);
}

export function emailTemplatesQueryOptions(scope: EmailTemplateScope) {
  return queryOptions({ queryKey: emailTemplateKeys.list(scope), queryFn: () => getEmailTemplates(scope) });
}

/** The scope's templates, each with whether it was edited. */
export function useEmailTemplates(scope: EmailTemplateScope) {
  return useQuery(emailTemplatesQueryOptions(scope));
}
