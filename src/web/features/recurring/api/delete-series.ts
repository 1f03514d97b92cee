import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteSeriesResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { invalidateSeries } from "./create-series.ts";

/** DELETE /api/series/{id}. */
export function deleteSeries(id: string): Promise<DeleteSeriesResult> {
  return apiRequest<DeleteSeriesResult>("DELETE", `/api/series/${id}`);
}

/** Deletes a series: its future bookings are cancelled, its past ones kept, and it leaves the list. */
export function useDeleteSeries({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<DeleteSeriesResult, string>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: deleteSeries,
    onSettled: async (...args) => {
      await invalidateSeries(qc);
      return onSettled?.(...args);
    },
  });
}
