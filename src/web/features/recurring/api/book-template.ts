import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlacementResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { invalidateSeries } from "./create-series.ts";

export interface BookTemplateInput {
  id: string;
  dates: string[];
}

/** POST /api/templates/{id}/book: one booking per date, the taken ones skipped with the reason. */
export function bookTemplate({ id, dates }: BookTemplateInput): Promise<PlacementResult> {
  return apiRequest<PlacementResult>("POST", `/api/templates/${id}/book`, { dates });
}

/** Books a template on chosen dates. */
export function useBookTemplate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<PlacementResult, BookTemplateInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: bookTemplate,
    onSettled: async (...args) => {
      await invalidateSeries(qc);
      return onSettled?.(...args);
    },
  });
}
