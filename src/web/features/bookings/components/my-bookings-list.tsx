import { CalendarX2, History, Loader2, SearchX } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { todayInZone } from "#shared/time.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { type MyBookingsFilters as Filters, useMyBookings } from "#web/features/bookings/api/get-my-bookings.ts";
import { bookAgainHref, HISTORY_TAB_LABELS, type HistoryTab } from "#web/features/bookings/utils/my-bookings.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useNow } from "#web/lib/use-now.ts";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";
import { MY_BOOKING_COLUMNS, MyBookingItem } from "./my-booking-item.tsx";

const EMPTY: Record<HistoryTab, { title: string; description: string }> = {
  upcoming: { title: "No upcoming bookings", description: "Book an office in the calendar and it shows here." },
  past: { title: "No past bookings", description: "Bookings you have had show here once they end." },
  cancelled: {
    title: "No cancelled bookings",
    description: "Bookings you cancel, and bookings released by the system, show here.",
  },
};

const LOADING = (
  <div className="grid gap-2" aria-hidden="true">
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} className="h-16" />
    ))}
  </div>
);

/** One My Bookings tab: its list, 50 at a time with "Load more", the empty states and the cancel dialog. */
export function MyBookingsList({
  tab,
  filters,
  filtered,
  timeZone,
  offices,
  onClearFilters,
}: {
  tab: HistoryTab;
  filters: Filters;
  filtered: boolean;
  timeZone: string;
  offices: Office[] | undefined;
  onClearFilters: () => void;
}) {
  const query = useMyBookings({ filters });
  const { checkInGraceMinutes } = teamPolicyOf(useCurrentUser());
  const now = useNow();
  const today = todayInZone(timeZone, new Date(now));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const bookAgainLink = (booking: Booking): string | null => {
    const office = offices?.find((o) => o.id === booking.officeId);
    if (!office?.isActive) return null;
    return bookAgainHref(booking, timeZone, today);
  };

  const items = query.data ? query.data.pages.flatMap((page) => page.items) : undefined;
  const label = `${HISTORY_TAB_LABELS[tab]} bookings`;

  return (
    <>
      <QueryState
        query={{ ...query, data: items }}
        loading={LOADING}
        errorFallback="Failed to fetch bookings"
        isEmpty={(list) => list.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title="No bookings match these filters"
              description="Try another office, a wider date range or a different search."
              action={
                <Button variant="secondary" onClick={onClearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={tab === "cancelled" ? CalendarX2 : History}
              title={EMPTY[tab].title}
              description={EMPTY[tab].description}
              action={
                tab === "upcoming" ? (
                  <Button asChild>
                    <Link to="/day">Book an office</Link>
                  </Button>
                ) : null
              }
            />
          )
        }
      >
        {(list) => (
          <div>
            <div
              aria-hidden="true"
              className={`hidden border-b border-zinc-200 px-3 pb-2 text-xs font-medium tracking-wide text-zinc-600 uppercase md:grid dark:border-zinc-800 dark:text-zinc-400 ${MY_BOOKING_COLUMNS}`}
            >
              <span>Office</span>
              <span>When</span>
              <span>Purpose</span>
              <span>Status</span>
              <span className="text-right">Actions</span>
            </div>
            <ul aria-label={label} className="grid gap-3 md:gap-0" aria-busy={query.isFetching || undefined}>
              {list.map((booking) => (
                <MyBookingItem
                  key={booking.id}
                  booking={booking}
                  timeZone={timeZone}
                  now={now}
                  bookAgainHref={bookAgainLink(booking)}
                  checkInGraceMinutes={tab === "upcoming" ? checkInGraceMinutes : undefined}
                  onCancel={
                    tab === "upcoming"
                      ? (b) => {
                          returnFocus.current = document.activeElement as HTMLElement | null;
                          setCancelling(b);
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
            <div className="mt-4 flex flex-col items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              <p aria-live="polite">
                {list.length === 1 ? "1 booking" : `${list.length} bookings`}
                {query.hasNextPage ? " shown" : ""}
              </p>
              {query.hasNextPage ? (
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  {query.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              ) : null}
              {query.isFetchNextPageError ? (
                <p role="alert" className="text-red-700 dark:text-red-300">
                  {errorMessage(query.error, "Failed to fetch bookings")}
                </p>
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
      <CancelBookingDialog
        booking={cancelling}
        timeZone={timeZone}
        onClose={() => setCancelling(null)}
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) return;
          // The cancelled row is gone: keep focus on the list instead of the page body.
          event.preventDefault();
          document.querySelector<HTMLElement>(`[aria-label="${label}"] li button, h1`)?.focus();
        }}
      />
    </>
  );
}
