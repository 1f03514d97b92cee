import { Maximize, ZoomIn, ZoomOut } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { TransformComponent, TransformWrapper } from "react-zoom-pan-pinch";
import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import type { FloorPlan } from "#shared/schemas/site.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { SpaceStateGlyph, STATE_COLOURS } from "./space-state-glyph.tsx";

/** The smallest a space's marker is drawn, in CSS pixels across (WCAG 2.5.8's 24 px with its spacing). */
const MARKER_PX = 20;

/**
 * A floor's plan with its placed spaces coloured by state (docs/product.md "The floor map"): plain
 * SVG drawn by React, so it prints, scales and is read by assistive technology. Each space is a
 * button named by its name, state and holders; Enter, Space or a click opens the booking dialog.
 * Pinch or Ctrl + wheel zooms and, once zoomed in, a drag pans (react-zoom-pan-pinch); the buttons
 * zoom, and with the plan focused the arrow keys pan and + and − zoom.
 */
export function FloorPlanMap({
  floorId,
  plan,
  spaces,
  label,
  describe,
  holderOf,
  canBook,
  onSpace,
}: {
  floorId: string;
  plan: FloorPlan;
  spaces: FloorSpace[];
  /** The map's accessible name ("Plan of HQ · 2"). */
  label: string;
  /** A space's accessible name: its name, state and who holds it. */
  describe: (space: FloorSpace) => string;
  /** The name shown under a taken or partly taken space, if any. */
  holderOf: (space: FloorSpace) => string | null;
  /** Whether choosing the space books it (not on a closed day, nor a deactivated space). */
  canBook: (space: FloorSpace) => boolean;
  onSpace: (space: FloorSpace) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const titleId = useId();
  const W = plan.width;
  const H = plan.height;
  // A marker is at least MARKER_PX across on screen, however wide the plan is drawn (a phone's
  // 350 px or a desktop's 1,000), so it stays a target a finger can hit before any zoom.
  const frame = useRef<HTMLDivElement>(null);
  const [drawnWidth, setDrawnWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setDrawnWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const unitsPerPixel = drawnWidth > 0 ? W / drawnWidth : 1;
  const dot = Math.max(Math.min(W, H) * 0.014, (MARKER_PX / 2) * unitsPerPixel);
  // Panning only once zoomed in: at full view a swipe over the plan scrolls the page.
  const [scale, setScale] = useState(1);
  const onKey = (event: KeyboardEvent, space: FloorSpace) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSpace(space);
    }
  };
  return (
    <TransformWrapper
      minScale={1}
      maxScale={8}
      wheel={{ activationKeys: ["Control", "Meta"] }}
      doubleClick={{ disabled: true }}
      panning={{ disabled: scale <= 1 }}
      keyboard={{ disabled: false }}
      onTransform={(_ref, state) => setScale(state.scale)}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <div className="grid gap-2">
          <div className="flex justify-end gap-1">
            <Button variant="secondary" size="icon" aria-label={_("calendar.map.zoomIn")} onClick={() => zoomIn()}>
              <ZoomIn className="size-4" aria-hidden="true" />
            </Button>
            <Button variant="secondary" size="icon" aria-label={_("calendar.map.zoomOut")} onClick={() => zoomOut()}>
              <ZoomOut className="size-4" aria-hidden="true" />
            </Button>
            <Button variant="secondary" size="icon" aria-label={_("calendar.map.fit")} onClick={() => resetTransform()}>
              <Maximize className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <div ref={frame} className="overflow-hidden rounded-lg border border-zinc-200 bg-white dark:border-zinc-800">
            <TransformComponent
              wrapperStyle={{ width: "100%" }}
              contentStyle={{ width: "100%" }}
              wrapperProps={{ role: "region", "aria-label": _("calendar.map.panHint") }}
            >
              {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; it groups the spaces under its title. */}
              <svg
                viewBox={`0 0 ${W} ${H}`}
                className="h-auto w-full select-none"
                role="group"
                aria-labelledby={titleId}
              >
                <title id={titleId}>{label}</title>
                <image
                  href={`/api/floors/${floorId}/plan?v=${encodeURIComponent(plan.updatedAt)}`}
                  width={W}
                  height={H}
                />
                {spaces.map((space) => {
                  const p = space.position;
                  if (!p) return null;
                  const colour = STATE_COLOURS[space.state];
                  const holder = holderOf(space);
                  const isRoom = p.width !== null && p.height !== null;
                  const cx = isRoom ? p.x * W + dot * 1.4 : p.x * W;
                  const cy = isRoom ? p.y * H + dot * 1.4 : p.y * H;
                  const textX = isRoom ? cx + dot * 1.4 : cx;
                  const textY = isRoom ? cy + dot * 0.5 : cy + dot * 2.6;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes a button's role, focus and keys.
                    <g
                      key={space.id}
                      role="button"
                      tabIndex={0}
                      aria-label={describe(space)}
                      aria-disabled={canBook(space) ? undefined : true}
                      data-space-id={space.id}
                      data-state={space.state}
                      className={`focus-visible:outline-none [&:focus-visible>.ring]:opacity-100 ${canBook(space) ? "cursor-pointer [&:hover>.ring]:opacity-60" : "cursor-default"}`}
                      onClick={() => onSpace(space)}
                      onKeyDown={(event) => onKey(event, space)}
                      // A space reached by Tab while zoomed in may lie outside the view: show it all.
                      onFocus={(event) => {
                        const view = frame.current?.getBoundingClientRect();
                        const marker = event.currentTarget.getBoundingClientRect();
                        const outside =
                          view &&
                          (marker.left < view.left ||
                            marker.right > view.right ||
                            marker.top < view.top ||
                            marker.bottom > view.bottom);
                        if (scale > 1 && outside) resetTransform();
                      }}
                    >
                      {isRoom ? (
                        <rect
                          x={p.x * W}
                          y={p.y * H}
                          width={(p.width ?? 0) * W}
                          height={(p.height ?? 0) * H}
                          fill={colour}
                          fillOpacity={0.14}
                          stroke={colour}
                          strokeWidth={dot / 3}
                          strokeDasharray={space.state === "unavailable" ? `${dot} ${dot / 2}` : undefined}
                        />
                      ) : null}
                      <circle
                        className="ring opacity-0"
                        cx={cx}
                        cy={cy}
                        r={dot * 1.75}
                        fill="none"
                        stroke="#18181b"
                        strokeWidth={dot / 3}
                      />
                      <SpaceStateGlyph state={space.state} cx={cx} cy={cy} r={dot} />
                      <text
                        x={textX}
                        y={textY}
                        fontSize={dot * 1.2}
                        textAnchor={isRoom ? "start" : "middle"}
                        fill="#18181b"
                        stroke="#ffffff"
                        strokeWidth={dot * 0.35}
                        paintOrder="stroke"
                        fontWeight={600}
                      >
                        {space.name}
                        {holder ? (
                          <tspan x={textX} dy={dot * 1.3} fontWeight={400} fill="#3f3f46">
                            {holder}
                          </tspan>
                        ) : null}
                      </text>
                    </g>
                  );
                })}
              </svg>
            </TransformComponent>
          </div>
        </div>
      )}
    </TransformWrapper>
  );
}
