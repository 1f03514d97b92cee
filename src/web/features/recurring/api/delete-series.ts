import type { DeleteSeriesResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateSeries } from "./create-series.ts";

/** DELETE /api/series/{id}. */
export function deleteSeries(id: string): Promise<DeleteSeriesResult> {
  return apiRequest<DeleteSeriesResult>("DELETE", `/api/series/${id}`);
}

/** Deletes a series: its future bookings are cancelled, its past ones kept, and it leaves the list. */
export const useDeleteSeries = createMutationHook({
  retry: false,
  mutationFn: deleteSeries,
  invalidates: invalidateSeries,
});
