import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AvailabilityRange } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/** GET /api/availability?from=&to=: every office's bookings and closed hours on local day `date`. */
export function getOfficeAvailability(date: string): Promise<AvailabilityRange> {
  return apiGet<AvailabilityRange>(`/api/availability?from=${date}&to=${date}`);
}

/** Today's availability; a booking or office change refreshes it (real-time events too). */
export function officeAvailabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: dashboardKeys.availability(date),
    queryFn: () => getOfficeAvailability(date),
    meta: { dependsOn: ["bookings", "offices"] },
  });
}

/** The office-availability widget's data for local day `date` (the team's zone). */
export function useOfficeAvailability({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof officeAvailabilityQueryOptions>;
}) {
  return useQuery({ ...officeAvailabilityQueryOptions(date), ...queryConfig });
}
