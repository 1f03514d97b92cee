import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics } from "#shared/schemas/analytics.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { count, hours, percent } from "../utils/format.ts";

/** Axis text follows the theme through currentColor (the wrapper sets the colour). */
const tick = { fill: "currentColor", fontSize: 12 };
const grid = "rgb(161 161 170 / 0.35)";
const tooltipStyle = { backgroundColor: "rgb(24 24 27)", border: "none", borderRadius: 8, color: "white" };
const wrapper = "h-64 w-full text-zinc-600 dark:text-zinc-400";

/** The most offices the utilisation chart draws: past this, bars could not be told apart. */
export const CHART_OFFICES_MAX = 20;

/**
 * Utilisation per office as bars (0-100%): every office of a small team, the CHART_OFFICES_MAX
 * busiest of a larger one, said under the chart (the table and the CSV list them all).
 */
export function UtilisationChart({ rows }: { rows: Analytics["utilisation"] }) {
  const { _ } = useCatalogue("analytics");
  const shown =
    rows.length > CHART_OFFICES_MAX
      ? rows
          .toSorted((a, b) => b.utilisation - a.utilisation || a.officeName.localeCompare(b.officeName))
          .slice(0, CHART_OFFICES_MAX)
      : rows;
  const data = shown.map((r) => ({ name: r.officeName, utilisation: Math.round(r.utilisation * 1000) / 10 }));
  const series = _("analytics.chart.utilisation.series");
  return (
    <figure className="grid gap-2">
      <div className={wrapper} role="img" aria-label={_("analytics.chart.utilisation.label")}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={grid} vertical={false} />
            <XAxis dataKey="name" tick={tick} interval={rows.length > CHART_OFFICES_MAX ? "preserveStartEnd" : 0} />
            <YAxis tick={tick} unit="%" width={48} domain={[0, "auto"]} />
            <Tooltip contentStyle={tooltipStyle} formatter={(v) => [`${v}%`, series]} />
            <Bar dataKey="utilisation" name={series} fill="#4f46e5" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {shown.length < rows.length ? (
        <figcaption className="text-xs text-zinc-600 dark:text-zinc-400">
          {_("analytics.utilisation.busiestShown", { shown: shown.length, total: rows.length })}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Bookings per local day: confirmed, cancelled and released as lines told apart by dash too. */
export function PerDayChart({ rows }: { rows: Analytics["perDay"] }) {
  const { _, i18n } = useCatalogue("analytics");
  const formatCount = (value: number) => count(value, i18n.locale);
  const data = rows.map((r) => ({ ...r, day: r.date.slice(5) }));
  return (
    <div className={wrapper} role="img" aria-label={_("analytics.chart.perDay.label")}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="day" tick={tick} minTickGap={16} />
          <YAxis tick={tick} allowDecimals={false} width={52} tickFormatter={formatCount} />
          <Tooltip contentStyle={tooltipStyle} />
          <Legend />
          <Line
            type="monotone"
            dataKey="confirmed"
            name={_("analytics.chart.perDay.confirmed")}
            stroke="#4f46e5"
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="cancelled"
            name={_("analytics.chart.perDay.cancelled")}
            stroke="#dc2626"
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="released"
            name={_("analytics.chart.perDay.released")}
            stroke="#d97706"
            strokeWidth={2}
            strokeDasharray="2 3"
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Top members by confirmed hours as horizontal bars. */
export function TopMembersChart({ rows }: { rows: Analytics["topMembers"] }) {
  const { _, i18n } = useCatalogue("analytics");
  return (
    <div className={wrapper} role="img" aria-label={_("analytics.chart.topMembers.label")}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={grid} horizontal={false} />
          <XAxis type="number" tick={tick} unit=" h" />
          <YAxis type="category" dataKey="name" tick={tick} width={110} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v) => [hours(Number(v), i18n.locale), _("analytics.chart.topMembers.booked")]}
          />
          <Bar
            dataKey="bookedHours"
            name={_("analytics.chart.topMembers.series")}
            fill="#0891b2"
            radius={[0, 4, 4, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export { percent };
