import type { AdminAnalytics } from "#shared/schemas/platform.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

type Day = AdminAnalytics["days"][number];

/**
 * One series per day as columns; decorative (aria-hidden): the table below the charts carries the
 * same figures for screen readers and keyboard users.
 */
export function DailyChart({ days, pick, label }: { days: Day[]; pick: (day: Day) => number; label: string }) {
  const { _ } = useCatalogue("platform");
  const max = Math.max(1, ...days.map(pick));
  const total = days.reduce((n, d) => n + pick(d), 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="flex justify-between text-sm">
        <span className="font-medium text-zinc-900">{label}</span>
        <span className="text-zinc-600">{_("platform.chart.total", { total })}</span>
      </figcaption>
      <div className="flex h-28 items-end gap-px" aria-hidden="true">
        {days.map((d) => (
          <div
            key={d.date}
            title={`${d.date}: ${pick(d)}`}
            className="min-w-0 flex-1 rounded-t-sm bg-indigo-500"
            style={{ height: `${(pick(d) / max) * 100}%`, minHeight: pick(d) > 0 ? 2 : 0 }}
          />
        ))}
      </div>
    </figure>
  );
}
