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
import { hours, percent } from "../utils/format.ts";

/** Axis text follows the theme through currentColor (the wrapper sets the colour). */
const tick = { fill: "currentColor", fontSize: 12 };
const grid = "rgb(161 161 170 / 0.35)";
const tooltipStyle = { backgroundColor: "rgb(24 24 27)", border: "none", borderRadius: 8, color: "white" };
const wrapper = "h-64 w-full text-zinc-600 dark:text-zinc-400";

/** Utilisation per office as bars (0-100%). */
export function UtilisationChart({ rows }: { rows: Analytics["utilisation"] }) {
  const data = rows.map((r) => ({ name: r.officeName, utilisation: Math.round(r.utilisation * 1000) / 10 }));
  return (
    <div
      className={wrapper}
      role="img"
      aria-label="Bar chart of utilisation per office; switch to the table to read it"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="name" tick={tick} interval={0} />
          <YAxis tick={tick} unit="%" width={48} domain={[0, "auto"]} />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [`${v}%`, "Utilisation"]} />
          <Bar dataKey="utilisation" name="Utilisation" fill="#4f46e5" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Bookings per local day: confirmed, cancelled and released as lines told apart by dash too. */
export function PerDayChart({ rows }: { rows: Analytics["perDay"] }) {
  const data = rows.map((r) => ({ ...r, day: r.date.slice(5) }));
  return (
    <div className={wrapper} role="img" aria-label="Line chart of bookings per day; switch to the table to read it">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="day" tick={tick} minTickGap={16} />
          <YAxis tick={tick} allowDecimals={false} width={36} />
          <Tooltip contentStyle={tooltipStyle} />
          <Legend />
          <Line type="monotone" dataKey="confirmed" name="Confirmed" stroke="#4f46e5" strokeWidth={2} dot={false} />
          <Line
            type="monotone"
            dataKey="cancelled"
            name="Cancelled"
            stroke="#dc2626"
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="released"
            name="Released (no-show)"
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
  return (
    <div
      className={wrapper}
      role="img"
      aria-label="Bar chart of top members by booked hours; switch to the table to read it"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={grid} horizontal={false} />
          <XAxis type="number" tick={tick} unit=" h" />
          <YAxis type="category" dataKey="name" tick={tick} width={110} />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [hours(Number(v)), "Booked"]} />
          <Bar dataKey="bookedHours" name="Booked hours" fill="#0891b2" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export { percent };
