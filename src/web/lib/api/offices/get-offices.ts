import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Office } from "#shared/schemas/office.ts";
import { ApiError, apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { officeKeys } from "./office-keys.ts";

/**
 * GET /api/offices: every office of the team (inactive included); 401 gives an empty list.
 * Read by the offices, dashboard and bookings features, so it lives outside features/.
 */
export async function getOffices(): Promise<Office[]> {
  try {
    return await apiGet<Office[]>("/api/offices");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return [];
    throw error;
  }
}

/** The office list query: fresh for 30 s, polled every 5 min. */
export function officesQueryOptions() {
  return queryOptions({
    queryKey: officeKeys.list(),
    queryFn: getOffices,
    staleTime: 30 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });
}

/** The team's offices. */
export function useOffices({ queryConfig }: { queryConfig?: QueryConfig<typeof officesQueryOptions> } = {}) {
  return useQuery({ ...officesQueryOptions(), ...queryConfig });
}
