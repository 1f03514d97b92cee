import { Download } from "lucide-react";
import type { Analytics } from "#shared/schemas/analytics.ts";
import { Button } from "#web/components/ui/button.tsx";
import { hourLabel, hours, percent } from "../utils/format.ts";

/**
 * The headline figures: counts, rates, averages, peak hour, busiest and least used office, with
 * "Export CSV" of these figures (`csvUrl`: figure=summary, with the range and office in the file).
 */
export function AnalyticsSummary({ data, csvUrl }: { data: Analytics; csvUrl: string }) {
  const s = data.summary;
  const figures: [string, string, string?][] = [
    ["Bookings", String(s.total), `${s.confirmed} confirmed · ${s.cancelled} cancelled · ${s.released} released`],
    ["Booked seat-hours", hours(s.bookedSeatHours), "within business hours"],
    [
      "No-show rate",
      percent(s.noShowRate),
      s.noShowRate === null ? "check-in is not required" : "released ÷ check-ins due",
    ],
    ["Cancellation rate", percent(s.cancellationRate)],
    ["Average lead time", hours(s.averageLeadTimeHours), "from booking to start"],
    ["Average duration", s.averageDurationMinutes === null ? "—" : `${Math.round(s.averageDurationMinutes)} min`],
    ["Peak hour", s.peakHour === null ? "—" : hourLabel(s.peakHour), data.range.timeZone],
    [
      "Busiest office",
      s.busiestOffice?.name ?? "—",
      s.busiestOffice ? percent(s.busiestOffice.utilisation) : undefined,
    ],
    [
      "Least used office",
      s.leastUsedOffice?.name ?? "—",
      s.leastUsedOffice ? percent(s.leastUsedOffice.utilisation) : undefined,
    ],
  ];
  return (
    <section aria-labelledby="analytics-summary-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="analytics-summary-title" className="text-base font-semibold">
          Summary
        </h2>
        <Button asChild variant="secondary" size="sm">
          <a href={csvUrl} download>
            <Download aria-hidden="true" />
            Export CSV<span className="sr-only"> of the summary figures</span>
          </a>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {figures.map(([label, value, note]) => (
          <div
            key={label}
            className="grid content-start gap-0.5 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="truncate text-xl font-semibold tabular-nums" title={value}>
              {value}
            </dd>
            {note ? <dd className="text-xs text-zinc-600 dark:text-zinc-400">{note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
