import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SeriesBody, SeriesPreview } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { seriesKeys } from "./series-keys.ts";

/** POST /api/series/preview: the dates a body would get now, conflicts marked; writes nothing. */
export function previewSeries(body: SeriesBody): Promise<SeriesPreview> {
  return apiRequest<SeriesPreview>("POST", "/api/series/preview", body);
}

export function seriesPreviewQueryOptions(body: SeriesBody) {
  return queryOptions({
    queryKey: seriesKeys.preview(body),
    queryFn: () => previewSeries(body),
    staleTime: 15 * 1000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The preview of a series form's body (pass `enabled: false` while the form is invalid). */
export function useSeriesPreview({
  body,
  queryConfig,
}: {
  body: SeriesBody;
  queryConfig?: QueryConfig<typeof seriesPreviewQueryOptions>;
}) {
  return useQuery({ ...seriesPreviewQueryOptions(body), ...queryConfig });
}
