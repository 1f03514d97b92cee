import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { MINE_LIMIT_DEFAULT } from "#shared/constants.ts";
import type { MineCsvQuery, MinePage } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/** The filters of My Bookings: a tab (`status`) and optionally an office, team-local dates, a purpose search. */
export type MyBookingsFilters = MineCsvQuery;

/**
 * The query string of the filters (without "?"), empty values left out, in a fixed order so the
 * same filters always give the same URL. `cursor` and `limit` are for the paged list only.
 */
export function myBookingsSearch(
  filters: MyBookingsFilters,
  page?: { cursor?: string | null; limit?: number },
): string {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.officeId) params.set("officeId", filters.officeId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  const q = filters.q?.trim();
  if (q) params.set("q", q);
  if (page?.cursor) params.set("cursor", page.cursor);
  if (page?.limit) params.set("limit", String(page.limit));
  return params.toString();
}

/** GET /api/bookings/mine.csv with the filters: the address of the CSV download (RFC 4180, team-zone times). */
export function myBookingsCsvUrl(filters: MyBookingsFilters): string {
  return `/api/bookings/mine.csv?${myBookingsSearch(filters)}`;
}

/** GET /api/bookings/mine: one page of the signed-in user's bookings after `cursor`. */
export function getMyBookingsPage(
  filters: MyBookingsFilters,
  cursor: string | null,
  limit = MINE_LIMIT_DEFAULT,
): Promise<MinePage> {
  return apiGet<MinePage>(`/api/bookings/mine?${myBookingsSearch(filters, { cursor, limit })}`);
}

/**
 * My Bookings as an infinite list, 50 a page (under `bookingKeys.mine()`, so every booking change
 * refreshes it); fresh for 30 s.
 */
export function myBookingsQueryOptions(filters: MyBookingsFilters) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.minePage(filters),
    queryFn: ({ pageParam }) => getMyBookingsPage(filters, pageParam),
    // Each booking shows its office (name, active): an office change refreshes these lists too.
    meta: { dependsOn: ["offices"] },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });
}

/** The signed-in user's bookings under `filters`, page by page ("Load more" calls `fetchNextPage`). */
export function useMyBookings({
  filters,
  queryConfig,
}: {
  filters: MyBookingsFilters;
  queryConfig?: QueryConfig<typeof myBookingsQueryOptions>;
}) {
  return useInfiniteQuery({ ...myBookingsQueryOptions(filters), ...queryConfig });
}
