import type { Template, TemplateBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/templates: the booking dialog's "Save as template". */
export function saveBookingTemplate(body: TemplateBody): Promise<Template> {
  return apiRequest<Template>("POST", "/api/templates", body);
}

/**
 * Saves the booking dialog's slot as a template; afterwards the recurring feature's `["templates"]`
 * queries (written out: features never import each other) refresh from the server.
 */
export const useSaveBookingTemplate = createMutationHook({
  retry: false,
  mutationFn: saveBookingTemplate,
  invalidates: [["templates"]],
});
