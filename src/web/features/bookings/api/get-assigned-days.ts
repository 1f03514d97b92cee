import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AvailabilityRange } from "#shared/schemas/booking.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/**
 * Of `officeIds` (desks assigned to colleagues), the local days `from`..`to` their holder keeps,
 * as "officeId/date": GET /api/availability closes such a day with the reason "assigned" unless it
 * was released (docs/product.md "Assigned desks").
 */
export async function getAssignedDays(
  from: string,
  to: string,
  officeIds: readonly string[],
): Promise<{ kept: string[] }> {
  const ids = officeIds.map(encodeURIComponent).join(",");
  const range = await apiGet<AvailabilityRange>(`/api/availability?from=${from}&to=${to}&officeIds=${ids}`);
  // An object, not a list: the optimistic updates rewrite every cached list under bookingKeys.all.
  return {
    kept: range.offices.flatMap((office) =>
      office.days
        .filter((day) => day.closed.some((closed) => closed.reason === "assigned"))
        .map((day) => `${office.officeId}/${day.date}`),
    ),
  };
}

export function assignedDaysQueryOptions(from: string, to: string, officeIds: readonly string[]) {
  return queryOptions({
    queryKey: bookingKeys.assignedDays(from, to, officeIds),
    queryFn: () => getAssignedDays(from, to, officeIds),
    meta: { dependsOn: ["offices"] },
  });
}

/** The days `from`..`to` the holders of `officeIds` keep their desks; asks nothing when there are none. */
export function useAssignedDays({
  from,
  to,
  officeIds,
  queryConfig,
}: {
  from: string;
  to: string;
  officeIds: readonly string[];
  queryConfig?: QueryConfig<typeof assignedDaysQueryOptions>;
}) {
  return useQuery({ ...assignedDaysQueryOptions(from, to, officeIds), ...queryConfig, enabled: officeIds.length > 0 });
}
