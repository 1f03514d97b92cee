import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Template, TemplateBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
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
export function useUpdateTemplate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Template, UpdateTemplateInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: updateTemplate,
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: templateKeys.all });
      return onSettled?.(...args);
    },
  });
}
