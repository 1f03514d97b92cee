import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { templateKeys } from "./series-keys.ts";

/** DELETE /api/templates/{id}. */
export function deleteTemplate(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/templates/${id}`);
}

/** Deletes a template. */
export function useDeleteTemplate({ mutationConfig }: { mutationConfig?: MutationConfig<void, string> } = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: deleteTemplate,
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: templateKeys.all });
      return onSettled?.(...args);
    },
  });
}
