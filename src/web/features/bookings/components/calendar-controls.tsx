/**
 * What the Day, Week and Month views share: the date and the office live
 * in the URL (`?date=yyyy-MM-dd&office=ID`), so a link opens the same view; the office last chosen
 * is remembered per user in this browser and used when the URL names none.
 */
import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Office } from "#shared/schemas/office.ts";
import { isDateString } from "#shared/time.ts";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { activeOfficesOf } from "#web/features/bookings/utils/active-offices.ts";
import { officePage } from "#web/features/bookings/utils/office-page.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { readLocal, STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";

/** The office choice that means every active office. */
export const ALL_OFFICES = "all";

/** The calendar's date (URL, else today) and office (URL, else remembered, else `fallback`). */
export function useCalendarParams(userId: string, today: string) {
  const [params, setParams] = useSearchParams();
  const storageKey = `${STORAGE_KEYS.calendarOffice}:${userId}`;
  const dateParam = params.get("date");
  const date = isDateString(dateParam) ? dateParam : today;
  const officeParam = params.get("office") ?? readLocal(storageKey) ?? ALL_OFFICES;
  const update = (next: { date?: string; office?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.date) merged.set("date", next.date);
    if (next.office) {
      merged.set("office", next.office);
      writeLocal(storageKey, next.office);
    }
    setParams(merged);
  };
  return {
    date,
    /** An office id, or "all". */
    office: officeParam,
    setDate: (value: string) => update({ date: value }),
    setOffice: (value: string) => update({ office: value }),
  };
}

/** The chosen offices: one by id, or every active one for "all" (and for an id no longer listed). */
export function chosenOffices(offices: readonly Office[], office: string): Office[] {
  const active = activeOfficesOf(offices);
  if (office === ALL_OFFICES) return active;
  const one = offices.find((o) => o.id === office);
  return one ? [one] : active;
}

/**
 * A labelled office picker with an "All offices" choice. A team with more active offices than a page
 * of the day view gets a search beside it (name, building or floor, as the day view's) and the
 * select lists the first page of matches, the chosen office always among them.
 */
export function OfficeSelect({
  offices,
  value,
  onChange,
  allowAll = true,
}: {
  offices: readonly Office[];
  value: string;
  onChange: (office: string) => void;
  allowAll?: boolean;
}) {
  const { _ } = useCatalogue("calendar");
  const selectId = useId();
  const [search, setSearch] = useState("");
  // Sorted and searched once per list and search, not on every render of the view around it (the
  // week view renders each minute and while a block is dragged), which for thousands of offices shows.
  const active = useMemo(() => activeOfficesOf(offices), [offices]);
  const known = value === ALL_OFFICES ? allowAll : active.some((o) => o.id === value);
  const chosen = known ? value : allowAll ? ALL_OFFICES : (active[0]?.id ?? "");
  const page = useMemo(() => officePage(active, search, 0), [active, search]);
  const chosenOffice = active.find((o) => o.id === chosen);
  const listed = chosenOffice && !page.offices.includes(chosenOffice) ? [chosenOffice, ...page.offices] : page.offices;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={selectId} className="text-zinc-600 dark:text-zinc-400">
        {_("calendar.office.label")}
      </label>
      {page.paged ? (
        <SearchInput
          className="w-44"
          label={_("calendar.offices.filter")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={_("calendar.offices.filter")}
        />
      ) : null}
      <select
        id={selectId}
        value={chosen}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 max-w-[16rem] rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {allowAll ? <option value={ALL_OFFICES}>{_("calendar.office.all")}</option> : null}
        {listed.map((office) => (
          <option key={office.id} value={office.id}>
            {office.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Each view and its label, a message id of the calendar catalogue. */
const VIEWS = [
  { path: "/day", label: "calendar.view.day" },
  { path: "/week", label: "calendar.view.week" },
  { path: "/month", label: "calendar.view.month" },
] as const;

/** Day / Week / Month links keeping the date and office. */
export function CalendarViewSwitcher({ current }: { current: (typeof VIEWS)[number]["path"] }) {
  const { _ } = useCatalogue("calendar");
  const [params] = useSearchParams();
  const search = params.toString();
  return (
    <nav
      aria-label={_("calendar.view.label")}
      className="inline-flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700"
    >
      {VIEWS.map((view) => (
        <Link
          key={view.path}
          to={`${view.path}${search ? `?${search}` : ""}`}
          aria-current={view.path === current ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1 text-sm font-medium",
            view.path === current
              ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
              : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
          )}
        >
          {_(view.label)}
        </Link>
      ))}
    </nav>
  );
}
