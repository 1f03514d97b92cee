import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Office } from "../../../shared/schemas/office.ts";
import { ApiError, apiGet } from "../api-client.ts";

/** Shared by the offices, dashboard and day-view features. */
export const OFFICES_QUERY_KEY = ["/api/offices"] as const;

/** GET /api/offices: every office of the team (inactive included). 401 gives an empty list. */
export const officesQueryOptions = queryOptions({
  queryKey: OFFICES_QUERY_KEY,
  queryFn: async (): Promise<Office[]> => {
    try {
      return await apiGet<Office[]>("/api/offices");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return [];
      throw error;
    }
  },
  staleTime: 30 * 1000,
  refetchInterval: 5 * 60 * 1000,
});

/** The team's offices. */
export function useOffices(enabled = true) {
  return useQuery({ ...officesQueryOptions, enabled });
}
