import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelSeriesBody, Series } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
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
export function useCancelSeries({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<CancelSeriesResult, CancelSeriesInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: cancelSeries,
    onSettled: async (...args) => {
      await invalidateSeries(qc);
      return onSettled?.(...args);
    },
  });
}
