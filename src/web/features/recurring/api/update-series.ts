import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateSeriesBody, UpdateSeriesResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
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
export function useUpdateSeries({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<UpdateSeriesResult, UpdateSeriesInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: updateSeries,
    onSettled: async (...args) => {
      await invalidateSeries(qc);
      return onSettled?.(...args);
    },
  });
}
