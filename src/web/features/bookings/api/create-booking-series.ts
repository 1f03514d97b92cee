import type { CreateSeriesResult, SeriesBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateBookings } from "./create-booking.ts";

/** POST /api/series: a repeating booking made from the booking dialog's "Repeat". */
export function createBookingSeries(body: SeriesBody): Promise<CreateSeriesResult> {
  return apiRequest<CreateSeriesResult>("POST", "/api/series", body);
}

/**
 * Makes a series from the booking dialog. No optimistic copies (the server decides date by date);
 * afterwards every booking view and the recurring feature's `["series"]` queries (written out:
 * features never import each other) refresh from the server.
 */
export const useCreateBookingSeries = createMutationHook({
  retry: false,
  mutationFn: createBookingSeries,
  invalidates: (client) =>
    Promise.all([invalidateBookings(client), client.invalidateQueries({ queryKey: ["series"] })]),
});
