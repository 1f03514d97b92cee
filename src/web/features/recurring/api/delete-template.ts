import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { templateKeys } from "./series-keys.ts";

/** DELETE /api/templates/{id}. */
export function deleteTemplate(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/templates/${id}`);
}

/** Deletes a template. */
export const useDeleteTemplate = createMutationHook({
  retry: false,
  mutationFn: deleteTemplate,
  invalidates: [templateKeys.all],
});
