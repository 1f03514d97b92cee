import { CalendarX2, Download, History, Loader2, SearchX } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { todayInZone } from "#shared/time.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useCancelBooking } from "#web/features/bookings/api/cancel-booking.ts";
import {
  type MyBookingsFilters as Filters,
  myBookingsCsvUrl,
  useMyBookings,
} from "#web/features/bookings/api/get-my-bookings.ts";
import {
  bookAgainDate,
  bookingWhen,
  dateRangeError,
  HISTORY_TAB_LABELS,
  type HistoryTab,
  historyTabOf,
} from "#web/features/bookings/utils/my-bookings.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useNow } from "#web/lib/use-now.ts";
import { MY_BOOKING_COLUMNS, MyBookingItem } from "./my-booking-item.tsx";
import { MyBookingsFilters, type MyBookingsFilterValues, NO_FILTERS } from "./my-bookings-filters.tsx";

const TABS: HistoryTab[] = ["upcoming", "past", "cancelled"];
const SEARCH_DEBOUNCE_MS = 300;

const EMPTY: Record<HistoryTab, { title: string; description: string }> = {
  upcoming: { title: "No upcoming bookings", description: "Book an office in the calendar and it shows here." },
  past: { title: "No past bookings", description: "Bookings you have had show here once they end." },
  cancelled: {
    title: "No cancelled bookings",
    description: "Bookings you cancel, and bookings released by the system, show here.",
  },
};

/**
 * My Bookings (/bookings/history): the signed-in user's bookings in three tabs (the tab is in
 * `?tab=`), filtered by office, start dates and purpose, 50 at a time with "Load more"; cancel an
 * upcoming one, book an office again, or download the filtered list as CSV. Times in the team's zone.
 */
export function MyBookingsPage() {
  const user = useCurrentUser();
  const { timeZone } = teamPolicyOf(user);
  const [params, setParams] = useSearchParams();
  const tab = historyTabOf(params.get("tab"));
  const [values, setValues] = useState<MyBookingsFilterValues>(NO_FILTERS);
  const q = useDebouncedValue(values.q.trim(), SEARCH_DEBOUNCE_MS);
  const offices = useOffices();
  const rangeError = dateRangeError(values.from, values.to);
  const filters: Filters = {
    status: tab,
    ...(values.officeId ? { officeId: values.officeId } : {}),
    // A reversed range is refused by the server; it is shown as an error and left out until fixed.
    ...(values.from && !rangeError ? { from: values.from } : {}),
    ...(values.to && !rangeError ? { to: values.to } : {}),
    ...(q ? { q } : {}),
  };
  const filtered = Boolean(values.officeId || values.from || values.to || q);

  const setTab = (next: string) => {
    const merged = new URLSearchParams(params);
    merged.set("tab", historyTabOf(next));
    setParams(merged, { replace: true });
  };

  return (
    <div>
      <PageHeader
        title="My Bookings"
        description={`Your bookings. Times in ${timeZone}.`}
        actions={
          <Button asChild variant="secondary">
            <a href={myBookingsCsvUrl(filters)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <MyBookingsFilters offices={offices.data ?? []} values={values} rangeError={rangeError} onChange={setValues} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Bookings by status" className="sm:w-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="sm:min-w-28">
              {HISTORY_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t} value={t}>
            {t === tab ? (
              <MyBookingsList
                tab={t}
                filters={filters}
                filtered={filtered}
                timeZone={timeZone}
                offices={offices.data}
                onClearFilters={() => setValues(NO_FILTERS)}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

const LOADING = (
  <div className="grid gap-2" aria-hidden="true">
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} className="h-16" />
    ))}
  </div>
);

function MyBookingsList({
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
  const now = useNow();
  const today = todayInZone(timeZone, new Date(now));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const bookAgainHref = (booking: Booking): string | null => {
    const office = offices?.find((o) => o.id === booking.officeId);
    if (!office?.isActive) return null;
    return `/day?date=${bookAgainDate(booking.startISO, timeZone, today)}&office=${booking.officeId}`;
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
                  bookAgainHref={bookAgainHref(booking)}
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

/** "Cancel this booking?" with what and when, before DELETE /api/bookings/{id}. */
function CancelBookingDialog({
  booking,
  timeZone,
  onClose,
  onCloseAutoFocus,
}: {
  booking: Booking | null;
  timeZone: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  if (!booking) return <Dialog open={false} />;
  const when = bookingWhen(booking, timeZone);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) close();
      }}
    >
      <DialogContent
        title="Cancel this booking?"
        description={`${booking.officeName}, ${when.date}, ${when.time} (${timeZone}).`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={cancel.isPending} onClick={close}>
            Keep booking
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => {
              setError(null);
              cancel.mutate(
                { id: booking.id },
                {
                  onSuccess: () => {
                    close();
                    toast({
                      title: "Booking cancelled",
                      description: "Your booking has been cancelled.",
                      variant: "success",
                    });
                  },
                  onError: (e) => setError(errorMessage(e, "Failed to cancel booking")),
                },
              );
            }}
          >
            {cancel.isPending ? "Cancelling..." : "Cancel booking"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
