import type { Analytics } from "#shared/schemas/analytics.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { hourLabel, percent, weekdayName, weekdayShort } from "../utils/format.ts";

/**
 * Weekday × hour occupancy as a grid whose cells carry their percentage as text (colour is never
 * the only cue). Hours span business hours and any hour with bookings; wide grids scroll sideways.
 */
export function OccupancyHeatmap({
  cells,
  businessStart,
  businessEnd,
}: {
  cells: Analytics["heatmap"];
  businessStart: number;
  businessEnd: number;
}) {
  const { _, i18n } = useCatalogue("analytics");
  const dateStyle = useDateStyle();
  const byCell = new Map(cells.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const first = Math.min(businessStart, ...cells.map((c) => c.hour));
  const last = Math.max(businessEnd - 1, ...cells.map((c) => c.hour));
  const hoursShown = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const max = Math.max(0.0001, ...cells.map((c) => c.occupancy));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" tabIndex={0} aria-label={_("analytics.heatmap.label")}>
      <table className="border-separate border-spacing-0.5 text-[11px]">
        <caption className="sr-only">{_("analytics.heatmap.caption")}</caption>
        <thead>
          <tr>
            <td />
            {hoursShown.map((h) => (
              <th key={h} scope="col" className="px-0.5 font-normal text-zinc-600 dark:text-zinc-400">
                {String(h).padStart(2, "0")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <tr key={day}>
              <th scope="row" className="pr-1 text-left font-medium">
                <abbr title={weekdayName(day, dateStyle)} className="no-underline">
                  {weekdayShort(day, dateStyle)}
                </abbr>
              </th>
              {hoursShown.map((h) => {
                const cell = byCell.get(`${day}-${h}`);
                const strength = cell ? cell.occupancy / max : 0;
                return (
                  <td
                    key={h}
                    title={_("analytics.heatmap.cell", {
                      weekday: weekdayName(day, dateStyle),
                      hour: hourLabel(h),
                      occupancy: percent(cell?.occupancy ?? 0, i18n.locale),
                    })}
                    className="size-8 min-w-8 rounded text-center tabular-nums"
                    style={{
                      backgroundColor: cell ? `rgb(79 70 229 / ${0.12 + strength * 0.88})` : undefined,
                      color: strength > 0.5 ? "white" : undefined,
                    }}
                  >
                    {cell ? Math.round(cell.occupancy * 100) : ""}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">{_("analytics.heatmap.note")}</p>
    </section>
  );
}
