import { Trans } from "@lingui/react";
import { Download } from "lucide-react";
import type { Analytics } from "#shared/schemas/analytics.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { count, hourLabel, hours, percent } from "../utils/format.ts";

/**
 * The headline figures: counts, rates, averages, peak hour, busiest and least used office, with
 * "Export CSV" of these figures (`csvUrl`: figure=summary, with the range and office in the file).
 */
export function AnalyticsSummary({ data, csvUrl }: { data: Analytics; csvUrl: string }) {
  const { _, i18n } = useCatalogue("analytics");
  const s = data.summary;
  const figures: [string, string, string?][] = [
    [
      _("analytics.summary.bookings"),
      count(s.total, i18n.locale),
      _("analytics.summary.bookings.note", { confirmed: s.confirmed, cancelled: s.cancelled, released: s.released }),
    ],
    [_("analytics.summary.seatHours"), hours(s.bookedSeatHours, i18n.locale), _("analytics.summary.seatHours.note")],
    [
      _("analytics.summary.noShowRate"),
      percent(s.noShowRate, i18n.locale),
      s.noShowRate === null ? _("analytics.summary.noShowRate.noCheckIn") : _("analytics.summary.noShowRate.note"),
    ],
    [_("analytics.summary.cancellationRate"), percent(s.cancellationRate, i18n.locale)],
    [_("analytics.summary.leadTime"), hours(s.averageLeadTimeHours, i18n.locale), _("analytics.summary.leadTime.note")],
    [
      _("analytics.summary.duration"),
      s.averageDurationMinutes === null
        ? "—"
        : _("analytics.summary.duration.minutes", { minutes: Math.round(s.averageDurationMinutes) }),
    ],
    [_("analytics.summary.peakHour"), s.peakHour === null ? "—" : hourLabel(s.peakHour), data.range.timeZone],
    [
      _("analytics.summary.busiestOffice"),
      s.busiestOffice?.name ?? "—",
      s.busiestOffice ? percent(s.busiestOffice.utilisation, i18n.locale) : undefined,
    ],
    [
      _("analytics.summary.leastUsedOffice"),
      s.leastUsedOffice?.name ?? "—",
      s.leastUsedOffice ? percent(s.leastUsedOffice.utilisation, i18n.locale) : undefined,
    ],
  ];
  return (
    <section aria-labelledby="analytics-summary-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="analytics-summary-title" className="text-base font-semibold">
          {_("analytics.summary.title")}
        </h2>
        <Button asChild variant="secondary" size="sm">
          <a href={csvUrl} download>
            <Download aria-hidden="true" />
            <Trans id="analytics.summary.export" components={{ 0: <span className="sr-only" /> }} />
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
