import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailTemplateBody, RenderedEmailPreview } from "#shared/schemas/email-template.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { type EmailTemplateCopy, emailTemplateKeys, emailTemplateUrl } from "./email-template-keys.ts";

/** POST .../email-templates/{id}/preview?language=: the body rendered with that language's samples; saves nothing. */
export function previewEmailTemplate(
  copy: EmailTemplateCopy,
  id: string,
  body: EmailTemplateBody,
): Promise<RenderedEmailPreview> {
  return apiRequest<RenderedEmailPreview>("POST", emailTemplateUrl(copy, id, "preview"), body);
}

export function emailPreviewQueryOptions(copy: EmailTemplateCopy, id: string, body: EmailTemplateBody) {
  return queryOptions({
    queryKey: emailTemplateKeys.preview(copy, id, body),
    queryFn: () => previewEmailTemplate(copy, id, body),
    // The last good preview stays while the next one renders, so the frame does not flash.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The rendered preview of `body` (pass a debounced body: each change is a call). */
export function useEmailPreview(copy: EmailTemplateCopy, id: string, body: EmailTemplateBody) {
  return useQuery(emailPreviewQueryOptions(copy, id, body));
}
