import { SPACE_STATES, type SpaceState } from "#shared/space-state.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * Each state's colour and mark. The mark (a tick, a half disc, a cross, a star, a bar) tells the
 * states apart without colour (WCAG 1.4.1); the colours keep 4.5:1 against white, which the plan and
 * the mark are drawn on.
 */
export const STATE_COLOURS: Record<SpaceState, string> = {
  free: "#15803d",
  partly: "#b45309",
  taken: "#b91c1c",
  mine: "#4338ca",
  unavailable: "#52525b",
};

/** The message id of a state's name in the calendar catalogue. */
export const STATE_LABELS = {
  free: "calendar.map.state.free",
  partly: "calendar.map.state.partly",
  taken: "calendar.map.state.taken",
  mine: "calendar.map.state.mine",
  unavailable: "calendar.map.state.unavailable",
} as const satisfies Record<SpaceState, string>;

/** A state's marker: a disc of its colour, centred at (cx, cy), radius r, with its mark in white. */
export function SpaceStateGlyph({ state, cx, cy, r }: { state: SpaceState; cx: number; cy: number; r: number }) {
  const mark = { stroke: "#ffffff", strokeWidth: r * 0.24, strokeLinecap: "round" as const, fill: "none" };
  return (
    <g transform={`translate(${cx} ${cy})`}>
      <circle r={r} fill={STATE_COLOURS[state]} stroke="#ffffff" strokeWidth={r * 0.18} />
      {state === "free" ? (
        <path d={`M ${-r * 0.45} 0 L ${-r * 0.12} ${r * 0.33} L ${r * 0.45} ${-r * 0.3}`} {...mark} />
      ) : null}
      {state === "partly" ? (
        <>
          <circle r={r * 0.5} {...mark} strokeWidth={r * 0.16} />
          <path d={`M 0 ${-r * 0.5} A ${r * 0.5} ${r * 0.5} 0 0 1 0 ${r * 0.5} Z`} fill="#ffffff" />
        </>
      ) : null}
      {state === "taken" ? (
        <path
          d={`M ${-r * 0.38} ${-r * 0.38} L ${r * 0.38} ${r * 0.38} M ${r * 0.38} ${-r * 0.38} L ${-r * 0.38} ${r * 0.38}`}
          {...mark}
        />
      ) : null}
      {state === "mine" ? <path d={starPath(r * 0.55, r * 0.24)} fill="#ffffff" /> : null}
      {state === "unavailable" ? <path d={`M ${-r * 0.5} 0 L ${r * 0.5} 0`} {...mark} strokeWidth={r * 0.28} /> : null}
    </g>
  );
}

/** A five-pointed star around the origin, its points at `outer`, its notches at `inner`. */
function starPath(outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M ${points.join(" L ")} Z`;
}

/** The states' marks and names, as the map draws them, with how many spaces are in each. */
export function SpaceStateLegend({ counts }: { counts: Record<SpaceState, number> }) {
  const { _ } = useCatalogue("calendar");
  return (
    <ul aria-label={_("calendar.map.legend")} className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
      {SPACE_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5 text-zinc-700 dark:text-zinc-300">
          <svg width="18" height="18" viewBox="-10 -10 20 20" aria-hidden="true">
            <SpaceStateGlyph state={state} cx={0} cy={0} r={9} />
          </svg>
          {_(STATE_LABELS[state])}
          <span className="text-zinc-500 tabular-nums dark:text-zinc-400">{counts[state]}</span>
        </li>
      ))}
    </ul>
  );
}
