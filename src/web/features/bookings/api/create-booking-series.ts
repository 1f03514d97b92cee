import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSeriesResult, SeriesBody } from "#shared/schemas/series.ts";
import { apiRequest } from "#web/lib/api-client.ts";
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
export function useCreateBookingSeries() {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: createBookingSeries,
    onSettled: async () => {
      await Promise.all([invalidateBookings(qc), qc.invalidateQueries({ queryKey: ["series"] })]);
    },
  });
}
