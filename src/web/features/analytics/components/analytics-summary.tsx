import type { Analytics } from "#shared/schemas/analytics.ts";
import { hourLabel, hours, percent } from "../utils/format.ts";

/** The headline figures: counts, rates, averages, peak hour, busiest and least used office. */
export function AnalyticsSummary({ data }: { data: Analytics }) {
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
  );
}
