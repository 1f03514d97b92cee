import type { PlacementResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
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
export const useBookTemplate = createMutationHook({
  retry: false,
  mutationFn: bookTemplate,
  invalidates: invalidateSeries,
});
