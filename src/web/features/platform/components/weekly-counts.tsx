import { formatInZone } from "#shared/time.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * Counts per week as bars with the numbers written beside them: a list a screen reader reads as
 * "week of 16 Nov: 4", so the chart is its own table alternative. Week starts are Monday 00:00 UTC:
 * labelled in UTC, or a browser west of Greenwich would show Sunday.
 */
export function WeeklyCounts({ weeks, label }: { weeks: { weekStart: string; count: number }[]; label: string }) {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const max = Math.max(1, ...weeks.map((w) => w.count));
  return (
    <ul aria-label={label} className="grid gap-1.5">
      {weeks.map((week) => (
        <li key={week.weekStart} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2 text-sm">
          <span className="text-zinc-600">
            {_("platform.weeklyCounts.week", { date: formatInZone(week.weekStart, "UTC", "d MMM", dateStyle) })}
          </span>
          <span className="h-2.5 rounded-full bg-zinc-100" aria-hidden="true">
            <span
              className="block h-full rounded-full bg-indigo-500"
              style={{ width: `${(week.count / max) * 100}%` }}
            />
          </span>
          <span className="text-right font-medium text-zinc-900 tabular-nums">{week.count}</span>
        </li>
      ))}
    </ul>
  );
}
