import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailTemplateBody, RenderedEmailPreview } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { EMAIL_TEMPLATE_BASE, type EmailTemplateScope, emailTemplateKeys } from "./email-template-keys.ts";

/** POST .../email-templates/{id}/preview: the body rendered with sample values; saves nothing. */
export function previewEmailTemplate(
  scope: EmailTemplateScope,
  id: string,
  body: EmailTemplateBody,
): Promise<RenderedEmailPreview> {
  return apiRequest<RenderedEmailPreview>(
    "POST",
    `${EMAIL_TEMPLATE_BASE[scope]}/${encodeURIComponent(id)}/preview`,
    body,
  );
}

export function emailPreviewQueryOptions(scope: EmailTemplateScope, id: string, body: EmailTemplateBody) {
  return queryOptions({
    queryKey: emailTemplateKeys.preview(scope, id, body),
    queryFn: () => previewEmailTemplate(scope, id, body),
    // The last good preview stays while the next one renders, so the frame does not flash.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The rendered preview of `body` (pass a debounced body: each change is a call). */
export function useEmailPreview(scope: EmailTemplateScope, id: string, body: EmailTemplateBody) {
  return useQuery(emailPreviewQueryOptions(scope, id, body));
}
