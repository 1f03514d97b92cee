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
import { hours, percent } from "../utils/format.ts";

/** Axis text follows the theme through currentColor (the wrapper sets the colour). */
const tick = { fill: "currentColor", fontSize: 12 };
const grid = "rgb(161 161 170 / 0.35)";
const tooltipStyle = { backgroundColor: "rgb(24 24 27)", border: "none", borderRadius: 8, color: "white" };
const wrapper = "h-64 w-full text-zinc-600 dark:text-zinc-400";

/** Utilisation per office as bars (0-100%). */
export function UtilisationChart({ rows }: { rows: Analytics["utilisation"] }) {
  const { _ } = useCatalogue("analytics");
  const data = rows.map((r) => ({ name: r.officeName, utilisation: Math.round(r.utilisation * 1000) / 10 }));
  const series = _("analytics.chart.utilisation.series");
  return (
    <div className={wrapper} role="img" aria-label={_("analytics.chart.utilisation.label")}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="name" tick={tick} interval={0} />
          <YAxis tick={tick} unit="%" width={48} domain={[0, "auto"]} />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [`${v}%`, series]} />
          <Bar dataKey="utilisation" name={series} fill="#4f46e5" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Bookings per local day: confirmed, cancelled and released as lines told apart by dash too. */
export function PerDayChart({ rows }: { rows: Analytics["perDay"] }) {
  const { _ } = useCatalogue("analytics");
  const data = rows.map((r) => ({ ...r, day: r.date.slice(5) }));
  return (
    <div className={wrapper} role="img" aria-label={_("analytics.chart.perDay.label")}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="day" tick={tick} minTickGap={16} />
          <YAxis tick={tick} allowDecimals={false} width={36} />
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
  const { _ } = useCatalogue("analytics");
  return (
    <div className={wrapper} role="img" aria-label={_("analytics.chart.topMembers.label")}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={grid} horizontal={false} />
          <XAxis type="number" tick={tick} unit=" h" />
          <YAxis type="category" dataKey="name" tick={tick} width={110} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v) => [hours(Number(v)), _("analytics.chart.topMembers.booked")]}
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
