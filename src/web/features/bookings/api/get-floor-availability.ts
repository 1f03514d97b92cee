import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FloorAvailability } from "#shared/schemas/floor-map.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * GET /api/floors/{id}/availability?date=[&from=&to=]: every office of the floor with its bookings
 * of the local date (team zone) and its state for the caller over the window (local HH:mm).
 */
export function getFloorAvailability(
  floorId: string,
  date: string,
  from: string | null,
  to: string | null,
): Promise<FloorAvailability> {
  const query = new URLSearchParams({ date, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return apiGet<FloorAvailability>(`/api/floors/${encodeURIComponent(floorId)}/availability?${query}`);
}

/** The floor map's query; fresh for 30 s, refreshed by any booking or office change. */
export function floorAvailabilityQueryOptions(floorId: string, date: string, from: string | null, to: string | null) {
  return queryOptions({
    queryKey: bookingKeys.floor(floorId, date, from, to),
    queryFn: () => getFloorAvailability(floorId, date, from, to),
    meta: { dependsOn: ["offices"] },
    staleTime: 30 * 1000,
  });
}

/** One floor's spaces and their states on `date`, over `from`..`to` (null: the business hours). */
export function useFloorAvailability({
  floorId,
  date,
  from = null,
  to = null,
  queryConfig,
}: {
  floorId: string;
  date: string;
  from?: string | null;
  to?: string | null;
  queryConfig?: QueryConfig<typeof floorAvailabilityQueryOptions>;
}) {
  return useQuery({ ...floorAvailabilityQueryOptions(floorId, date, from, to), ...queryConfig });
}
