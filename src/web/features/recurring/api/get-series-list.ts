import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER } from "#shared/constants.ts";
import type { Series } from "#shared/schemas/series.ts";
import { apiRequestWithHeaders } from "#web/lib/api-client.ts";
import { seriesKeys } from "./series-keys.ts";

/** One page of series, newest first, and the cursor of the next (null on the last page). */
export interface SeriesPage {
  items: Series[];
  nextCursor: string | null;
}

/**
 * GET /api/series?scope=&cursor=: a page of the signed-in user's series, or (scope "team",
 * managers) the team's; the next page's cursor comes in X-Next-Cursor.
 */
export async function getSeriesPage(scope: "mine" | "team", cursor: string | null = null): Promise<SeriesPage> {
  const params = new URLSearchParams();
  if (scope === "team") params.set("scope", "team");
  if (cursor) params.set("cursor", cursor);
  const { body, headers } = await apiRequestWithHeaders<Series[]>("GET", `/api/series?${params}`);
  return { items: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

export function seriesListQueryOptions(scope: "mine" | "team" = "mine") {
  return infiniteQueryOptions({
    queryKey: seriesKeys.list(scope),
    queryFn: ({ pageParam }) => getSeriesPage(scope, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A booking change (a cancelled or moved occurrence) changes next dates and counts.
    meta: { dependsOn: ["bookings", "offices"] },
  });
}

/** The series list, page by page ("Load more" fetches the next). */
export function useSeriesList({ scope = "mine", enabled = true }: { scope?: "mine" | "team"; enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...seriesListQueryOptions(scope), enabled });
}
