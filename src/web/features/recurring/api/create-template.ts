import type { Template, TemplateBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { templateKeys } from "./series-keys.ts";

/** POST /api/templates. */
export function createTemplate(body: TemplateBody): Promise<Template> {
  return apiRequest<Template>("POST", "/api/templates", body);
}

/** Saves a template. */
export const useCreateTemplate = createMutationHook({
  retry: false,
  mutationFn: createTemplate,
  invalidates: [templateKeys.all],
});
