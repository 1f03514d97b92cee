import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { isDateString, shiftDate } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The arrows' accessible names per unit: message ids of the calendar catalogue. */
const ARROWS = {
  day: { previous: "calendar.nav.previousDay", next: "calendar.nav.nextDay" },
  week: { previous: "calendar.nav.previousWeek", next: "calendar.nav.nextWeek" },
} as const;

/**
 * Previous / Today / Next and a date picker for a calendar view; `step` is the days one arrow
 * moves (1 for the day view, 7 for a week). `hint` shows at the far end of the row.
 */
export function DateNavigation({
  date,
  today,
  step = 1,
  unit = "day",
  onChange,
  hint,
}: {
  date: string;
  today: string;
  step?: number;
  /** What one arrow moves by, for its accessible name ("Previous week"). */
  unit?: keyof typeof ARROWS;
  onChange: (date: string) => void;
  hint?: ReactNode;
}) {
  const { _ } = useCatalogue("calendar");
  return (
    <nav aria-label={_("calendar.nav.label")} className="mb-4 flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="icon"
        onClick={() => onChange(shiftDate(date, -step))}
        aria-label={_(ARROWS[unit].previous)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="secondary" onClick={() => onChange(today)} disabled={date === today}>
        {_("calendar.nav.today")}
      </Button>
      <Button
        variant="secondary"
        size="icon"
        onClick={() => onChange(shiftDate(date, step))}
        aria-label={_(ARROWS[unit].next)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <label className="sr-only" htmlFor="calendar-date">
        {_("calendar.nav.date")}
      </label>
      <input
        id="calendar-date"
        type="date"
        value={date}
        onChange={(e) => {
          if (isDateString(e.target.value)) onChange(e.target.value);
        }}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      />
      {/* A div, not a p: the week view's hint is its office picker. */}
      {hint ? <div className="ml-auto text-xs text-zinc-600 dark:text-zinc-400">{hint}</div> : null}
    </nav>
  );
}
