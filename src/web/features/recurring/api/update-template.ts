import type { Template, TemplateBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { templateKeys } from "./series-keys.ts";

export interface UpdateTemplateInput {
  id: string;
  body: Partial<TemplateBody>;
}

/** PATCH /api/templates/{id}. */
export function updateTemplate({ id, body }: UpdateTemplateInput): Promise<Template> {
  return apiRequest<Template>("PATCH", `/api/templates/${id}`, body);
}

/** Changes one of the user's templates (name, office, start, length, purpose, equipment). */
export const useUpdateTemplate = createMutationHook({
  retry: false,
  mutationFn: updateTemplate,
  invalidates: [templateKeys.all],
});
