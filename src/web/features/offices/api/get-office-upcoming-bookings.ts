import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OfficeUpcomingBookings } from "#shared/schemas/office.ts";
import { officeKeys } from "#web/lib/api/offices/office-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/offices/{id}/upcoming-bookings: the first 50 bookings that have not ended, and the total. */
export function getOfficeUpcomingBookings(officeId: string): Promise<OfficeUpcomingBookings> {
  return apiRequest<OfficeUpcomingBookings>("GET", `/api/offices/${officeId}/upcoming-bookings`);
}

/** Always fetched afresh: the deactivation dialog must decide about the bookings as they are now. */
export function officeUpcomingBookingsQueryOptions(officeId: string) {
  return queryOptions({
    queryKey: officeKeys.upcomingBookings(officeId),
    queryFn: () => getOfficeUpcomingBookings(officeId),
    staleTime: 0,
    // A booking made or cancelled elsewhere changes the list.
    meta: { dependsOn: ["bookings"] },
  });
}

/** The upcoming bookings of `officeId`; idle while it is null. */
export function useOfficeUpcomingBookings({
  officeId,
  queryConfig,
}: {
  officeId: string | null;
  queryConfig?: QueryConfig<typeof officeUpcomingBookingsQueryOptions>;
}) {
  return useQuery({
    ...officeUpcomingBookingsQueryOptions(officeId ?? ""),
    enabled: officeId !== null,
    ...queryConfig,
  });
}
