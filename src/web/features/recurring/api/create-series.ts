import type { QueryClient } from "@tanstack/react-query";
import type { CreateSeriesResult, SeriesBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateDependents } from "#web/lib/query-client.ts";
import { BOOKINGS_KEY, seriesKeys } from "./series-keys.ts";

/** POST /api/series. */
export function createSeries(body: SeriesBody): Promise<CreateSeriesResult> {
  return apiRequest<CreateSeriesResult>("POST", "/api/series", body);
}

/** Refreshes what a series change touches: the series, every bookings view, and stats counting bookings. */
export function invalidateSeries(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: seriesKeys.all }),
    qc.invalidateQueries({ queryKey: BOOKINGS_KEY }),
    invalidateDependents(qc, "bookings"),
  ]);
}

/** Creates a series. */
export const useCreateSeries = createMutationHook({
  retry: false,
  mutationFn: createSeries,
  invalidates: invalidateSeries,
});
