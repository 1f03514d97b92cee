import { formatInZone, shiftDate, zonedInstant } from "#shared/time.ts";
import { cn } from "#web/lib/cn.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

const DAYS = 35;

/**
 * A multi-date picker: the next five weeks from `from` as toggle buttons (aria-pressed), so a
 * keyboard or screen reader user picks dates as easily as a pointer. Dates are local yyyy-MM-dd.
 */
export function MultiDatePicker({
  from,
  zone,
  selected,
  onChange,
  label,
}: {
  from: string;
  zone: string;
  selected: readonly string[];
  onChange: (dates: string[]) => void;
  label: string;
}) {
  const { _ } = useCatalogue("recurring");
  const dateStyle = useDateStyle();
  const dates = Array.from({ length: DAYS }, (_day, i) => shiftDate(from, i));
  const toggle = (date: string) =>
    onChange(selected.includes(date) ? selected.filter((d) => d !== date) : [...selected, date].sort());
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-4 gap-1 sm:grid-cols-7">
        {dates.map((date) => {
          const on = selected.includes(date);
          const noon = zonedInstant(date, 720, zone);
          return (
            <button
              key={date}
              type="button"
              aria-pressed={on}
              aria-label={formatInZone(noon, zone, "EEEE d MMMM yyyy", dateStyle)}
              onClick={() => toggle(date)}
              className={cn(
                "min-h-11 rounded-md border px-1 py-1 text-xs focus-visible:outline-2 focus-visible:outline-indigo-600",
                on
                  ? "border-indigo-600 bg-indigo-600 font-semibold text-white"
                  : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800",
              )}
            >
              <span className="block">{formatInZone(noon, zone, "EEE", dateStyle)}</span>
              <span className="block">{formatInZone(noon, zone, "d MMM", dateStyle)}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {_("recurring.datePicker.chosen", { count: selected.length })}
      </p>
    </fieldset>
  );
}
