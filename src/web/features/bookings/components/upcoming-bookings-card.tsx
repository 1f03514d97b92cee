import { CalendarClock } from "lucide-react";
import { formatBookingRange } from "#shared/time.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { ViewerTimes } from "#web/components/viewer-times.tsx";
import { useUpcomingBookings } from "#web/features/bookings/api/get-upcoming-bookings.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { CheckInButton } from "./check-in-button.tsx";

// The skeleton and the empty state are the same height (10 rem), so a new team's dashboard does not
// jump when the answer comes (no layout shift); three bookings take about as much.
const LOADING = (
  <div className="grid gap-2" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <div key={i} className="h-12 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" />
    ))}
  </div>
);

/** The signed-in user's next five bookings, times in the team's zone (a dashboard widget). */
export function UpcomingBookingsCard() {
  const { _ } = useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const { timeZone, checkInGraceMinutes } = teamPolicyOf(useCurrentUser());
  const upcoming = useUpcomingBookings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("bookings.upcoming.title")}</CardTitle>
        <CardDescription>{_("bookings.upcoming.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={upcoming}
          loading={LOADING}
          errorFallback={_("bookings.fetchFailed")}
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="flex min-h-40 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-zinc-300 px-4 text-center dark:border-zinc-700">
              <CalendarClock className="mb-1 size-5 text-zinc-500" aria-hidden="true" />
              <p className="text-sm font-medium">{_("bookings.upcoming.empty")}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("bookings.upcoming.emptyHint")}</p>
            </div>
          }
        >
          {(list) => (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {list.slice(0, 5).map((b) => (
                <li key={b.id} className="flex items-center gap-3 py-2.5">
                  <CalendarClock className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">
                      {b.officeName}
                      {b.office.isActive ? null : (
                        <span className="font-normal text-zinc-600 dark:text-zinc-400">
                          {" · "}
                          {_("bookings.office.inactive")}
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-zinc-600 dark:text-zinc-400">
                      {formatBookingRange(b.startISO, b.endISO, timeZone, dateStyle)}
                    </p>
                    <ViewerTimes
                      startISO={b.startISO}
                      endISO={b.endISO}
                      timeZone={timeZone}
                      className="text-xs text-zinc-600 dark:text-zinc-400"
                    />
                  </div>
                  <CheckInButton booking={b} graceMinutes={checkInGraceMinutes} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
