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
import { bookAgainHref, HISTORY_LIST_LABELS, type HistoryTab } from "#web/features/bookings/utils/my-bookings.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useNow } from "#web/lib/use-now.ts";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";
import { MY_BOOKING_COLUMNS, MyBookingItem } from "./my-booking-item.tsx";

/** Each tab's empty state: message ids of the bookings catalogue. */
const EMPTY: Record<HistoryTab, { title: string; description: string }> = {
  upcoming: { title: "bookings.history.empty.upcoming", description: "bookings.upcoming.emptyHint" },
  past: { title: "bookings.history.empty.past", description: "bookings.history.empty.pastHint" },
  cancelled: { title: "bookings.history.empty.cancelled", description: "bookings.history.empty.cancelledHint" },
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
  const { _ } = useCatalogue("bookings");
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
  const label = _(HISTORY_LIST_LABELS[tab]);

  return (
    <>
      <QueryState
        query={{ ...query, data: items }}
        loading={LOADING}
        errorFallback={_("bookings.fetchFailed")}
        isEmpty={(list) => list.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title={_("bookings.history.noMatch")}
              description={_("bookings.history.noMatchHint")}
              action={
                <Button variant="secondary" onClick={onClearFilters}>
                  {_("bookings.filters.clear")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={tab === "cancelled" ? CalendarX2 : History}
              title={_(EMPTY[tab].title)}
              description={_(EMPTY[tab].description)}
              action={
                tab === "upcoming" ? (
                  <Button asChild>
                    <Link to="/day">{_("bookings.history.bookOffice")}</Link>
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
              <span>{_("bookings.history.column.office")}</span>
              <span>{_("bookings.history.column.when")}</span>
              <span>{_("bookings.history.column.purpose")}</span>
              <span>{_("bookings.history.column.status")}</span>
              <span className="text-right">{_("bookings.history.column.actions")}</span>
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
                {query.hasNextPage
                  ? _("bookings.history.countShown", { count: list.length })
                  : _("bookings.history.count", { count: list.length })}
              </p>
              {query.hasNextPage ? (
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  {query.isFetchingNextPage ? _("bookings.history.loading") : _("bookings.history.loadMore")}
                </Button>
              ) : null}
              {query.isFetchNextPageError ? (
                <p role="alert" className="text-red-700 dark:text-red-300">
                  {errorMessage(query.error, _("bookings.fetchFailed"))}
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
