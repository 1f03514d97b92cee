import type { QueryClient } from "@tanstack/react-query";
import { upcomingBookingsQueryOptions } from "#web/features/bookings/api/get-upcoming-bookings.ts";
import { dashboardLayoutQueryOptions, readLocalLayout } from "#web/features/dashboard/api/get-dashboard-layout.ts";
import { dashboardStatsQueryOptions } from "#web/features/dashboard/api/get-dashboard-stats.ts";
import { seriesListQueryOptions } from "#web/features/recurring/api/get-series-list.ts";
import { officesQueryOptions } from "#web/lib/api/offices/get-offices.ts";
import { whenSignedIn } from "../route-data.ts";

/**
 * /dashboard's loader (see route-data.ts): once the session is known, starts the reads the page
 * renders first: the widget layout, the two default widgets' data when the person's layout (their
 * browser copy, as the page shows it) has them on, the offices for Quick Book and the person's
 * series. Other widgets read on mount. Returns at once.
 */
export function prefetchDashboardData(qc: QueryClient): null {
  whenSignedIn(qc, (user) => {
    if (!user.teamId) return;
    void qc.prefetchQuery(dashboardLayoutQueryOptions(user.id));
    void qc.prefetchQuery(officesQueryOptions());
    void qc.prefetchInfiniteQuery(seriesListQueryOptions());
    const enabled = new Set(
      readLocalLayout(user.id)
        .widgets.filter((w) => w.enabled)
        .map((w) => w.type),
    );
    if (enabled.has("quick-stats")) void qc.prefetchQuery(dashboardStatsQueryOptions());
    if (enabled.has("upcoming-bookings")) void qc.prefetchQuery(upcomingBookingsQueryOptions());
  });
  return null;
}
