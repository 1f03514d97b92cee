import type { QueryClient } from "@tanstack/react-query";

/** Refreshes everything a booking change touches: bookings, availability, stats, upcoming, offices. */
export function invalidateBookingData(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ["/api/bookings"] }),
    qc.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "/api/offices" && q.queryKey[2] === "availability",
    }),
    qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
    qc.invalidateQueries({ queryKey: ["/api/bookings/upcoming"] }),
  ]);
}
