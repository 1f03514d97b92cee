import type { CancelSeriesBody, Series } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateSeries } from "./create-series.ts";

export interface CancelSeriesInput {
  id: string;
  body: CancelSeriesBody;
}
export interface CancelSeriesResult {
  series: Series;
  cancelledCount: number;
}

/** POST /api/series/{id}/cancel. */
export function cancelSeries({ id, body }: CancelSeriesInput): Promise<CancelSeriesResult> {
  return apiRequest<CancelSeriesResult>("POST", `/api/series/${id}/cancel`, body);
}

/** Cancels a series: every date, from a date on (pause), or a date range (holidays). */
export const useCancelSeries = createMutationHook({
  retry: false,
  mutationFn: cancelSeries,
  invalidates: invalidateSeries,
});
