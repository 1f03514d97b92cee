import type { DeskRelease } from "#shared/schemas/office.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateBookings } from "./create-booking.ts";

/**
 * PUT (release) or DELETE (take back) /api/offices/{id}/releases/{date}: an assigned desk given up,
 * or kept, for a local date of the team's zone (docs/product.md "Assigned desks").
 */
export function setDeskReleased(officeId: string, date: string, released: boolean): Promise<DeskRelease> {
  return apiRequest<DeskRelease>(
    released ? "PUT" : "DELETE",
    `/api/offices/${encodeURIComponent(officeId)}/releases/${encodeURIComponent(date)}`,
  );
}

/** Releases or takes back an assigned desk for a day; the floor map and calendars read it again. */
export const useSetDeskReleased = createMutationHook({
  retry: false,
  mutationFn: ({ officeId, date, released }: { officeId: string; date: string; released: boolean }) =>
    setDeskReleased(officeId, date, released),
  invalidates: invalidateBookings,
});
