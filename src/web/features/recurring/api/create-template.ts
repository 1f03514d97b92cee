import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Template, TemplateBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { templateKeys } from "./series-keys.ts";

/** POST /api/templates. */
export function createTemplate(body: TemplateBody): Promise<Template> {
  return apiRequest<Template>("POST", "/api/templates", body);
}

/** Saves a template. */
export function useCreateTemplate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Template, TemplateBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: createTemplate,
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: templateKeys.all });
      return onSettled?.(...args);
    },
  });
}
