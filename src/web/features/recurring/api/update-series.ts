import type { UpdateSeriesBody, UpdateSeriesResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateSeries } from "./create-series.ts";

export interface UpdateSeriesInput {
  id: string;
  body: UpdateSeriesBody;
}

/** PATCH /api/series/{id}. */
export function updateSeries({ id, body }: UpdateSeriesInput): Promise<UpdateSeriesResult> {
  return apiRequest<UpdateSeriesResult>("PATCH", `/api/series/${id}`, body);
}

/** Changes a series (all dates, or this and following). */
export const useUpdateSeries = createMutationHook({
  retry: false,
  mutationFn: updateSeries,
  invalidates: invalidateSeries,
});
