import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AvailabilityRange } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * Of `officeIds` (desks assigned to colleagues), those their holder keeps on local day `date`: GET
 * /api/availability closes such a day with the reason "assigned" unless it was released
 * (docs/product.md "Assigned desks").
 */
export async function getAssignedDays(date: string, officeIds: readonly string[]): Promise<{ kept: string[] }> {
  const ids = officeIds.map(encodeURIComponent).join(",");
  const range = await apiGet<AvailabilityRange>(`/api/availability?from=${date}&to=${date}&officeIds=${ids}`);
  // An object, not a list: the optimistic updates rewrite every cached list under bookingKeys.all.
  return {
    kept: range.offices
      .filter((office) => office.days.some((day) => day.closed.some((closed) => closed.reason === "assigned")))
      .map((office) => office.officeId),
  };
}

export function assignedDaysQueryOptions(date: string, officeIds: readonly string[]) {
  return queryOptions({
    queryKey: bookingKeys.assignedDays(date, officeIds),
    queryFn: () => getAssignedDays(date, officeIds),
    meta: { dependsOn: ["offices"] },
  });
}

/** The desks of `officeIds` their holders keep on `date`; asks nothing when there are none. */
export function useAssignedDays({
  date,
  officeIds,
  queryConfig,
}: {
  date: string;
  officeIds: readonly string[];
  queryConfig?: QueryConfig<typeof assignedDaysQueryOptions>;
}) {
  return useQuery({ ...assignedDaysQueryOptions(date, officeIds), ...queryConfig, enabled: officeIds.length > 0 });
}
