import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AvailabilityRange } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/**
 * GET /api/availability?from=&to=&officeIds=: the bookings and closed hours of the offices the widget
 * shows on local day `date`.
 */
export function getOfficeAvailability(date: string, officeIds: readonly string[]): Promise<AvailabilityRange> {
  const ids = officeIds.map(encodeURIComponent).join(",");
  return apiGet<AvailabilityRange>(`/api/availability?from=${date}&to=${date}&officeIds=${ids}`);
}

/** Today's availability; a booking or office change refreshes it (real-time events too). */
export function officeAvailabilityQueryOptions(date: string, officeIds: readonly string[]) {
  return queryOptions({
    queryKey: dashboardKeys.availability(date, officeIds),
    queryFn: () => getOfficeAvailability(date, officeIds),
    meta: { dependsOn: ["bookings", "offices"] },
  });
}

/** The office-availability widget's data for local day `date` (the team's zone), of `officeIds`. */
export function useOfficeAvailability({
  date,
  officeIds,
  queryConfig,
}: {
  date: string;
  officeIds: readonly string[];
  queryConfig?: QueryConfig<typeof officeAvailabilityQueryOptions>;
}) {
  return useQuery({ ...officeAvailabilityQueryOptions(date, officeIds), ...queryConfig });
}
