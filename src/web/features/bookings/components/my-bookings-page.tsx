import { Download } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { type MyBookingsFilters as Filters, myBookingsCsvUrl } from "#web/features/bookings/api/get-my-bookings.ts";
import {
  dateRangeError,
  HISTORY_TAB_LABELS,
  type HistoryTab,
  historyTabOf,
} from "#web/features/bookings/utils/my-bookings.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { MyBookingsFilters, type MyBookingsFilterValues, NO_FILTERS } from "./my-bookings-filters.tsx";
import { MyBookingsList } from "./my-bookings-list.tsx";

const TABS: HistoryTab[] = ["upcoming", "past", "cancelled"];
const SEARCH_DEBOUNCE_MS = 300;

/**
 * My Bookings (/bookings/history): the signed-in user's bookings in three tabs (the tab is in
 * `?tab=`), filtered by office, start dates and purpose, 50 at a time with "Load more"; cancel an
 * upcoming one, book an office again, or download the filtered list as CSV. Times in the team's zone.
 */
export function MyBookingsPage() {
  const { _ } = useCatalogue("bookings");
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
        title={_("bookings.history.title")}
        description={_("bookings.history.description", { zone: timeZone })}
        actions={
          <Button asChild variant="secondary">
            <a href={myBookingsCsvUrl(filters)} download>
              <Download aria-hidden="true" />
              {_("bookings.history.export")}
            </a>
          </Button>
        }
      />
      <MyBookingsFilters
        offices={offices.data ?? []}
        values={values}
        rangeError={rangeError ? _(rangeError) : undefined}
        onChange={setValues}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={_("bookings.history.tabs")} className="sm:w-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="sm:min-w-28">
              {_(HISTORY_TAB_LABELS[t])}
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
