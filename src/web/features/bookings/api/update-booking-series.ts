import type { UpdateSeriesBody, UpdateSeriesResult } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateBookings } from "./create-booking.ts";

export interface UpdateBookingSeriesInput {
  seriesId: string;
  body: UpdateSeriesBody;
}

/** PATCH /api/series/{id}: an occurrence's edit applied to this and the following dates, or to all. */
export function updateBookingSeries({ seriesId, body }: UpdateBookingSeriesInput): Promise<UpdateSeriesResult> {
  return apiRequest<UpdateSeriesResult>("PATCH", `/api/series/${encodeURIComponent(seriesId)}`, body);
}

/**
 * Changes the series of an occurrence from a calendar. Afterwards every booking view and every
 * series query (the recurring feature's `["series"]` keys, written out: features never import each
 * other) refresh from the server.
 */
export const useUpdateBookingSeries = createMutationHook({
  retry: false,
  mutationFn: updateBookingSeries,
  invalidates: (client) =>
    Promise.all([invalidateBookings(client), client.invalidateQueries({ queryKey: ["series"] })]),
});
