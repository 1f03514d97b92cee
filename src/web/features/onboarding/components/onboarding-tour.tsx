import { Popover as PopoverPrimitive } from "radix-ui";
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { TOUR_STEPS, type TourStep } from "./tour-steps.ts";

/** The first element on screen for a step's `data-tour` anchor (the sidebar's, or the bottom bar's on a phone). */
function findAnchor(anchor: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-tour="${anchor}"]`)) {
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && el.checkVisibility?.({ visibilityProperty: true }) !== false) return el;
  }
  return null;
}

/** Where a step points: its anchor's box, or null to centre the step (no anchor on screen). */
function useAnchorRect(anchor: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!anchor) {
      setRect(null);
      return;
    }
    anchor.scrollIntoView({ block: "center", inline: "nearest" });
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setRect(anchor.getBoundingClientRect()));
    };
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure, true);
    };
  }, [anchor]);
  return rect;
}

const PAD = 6;

/**
 * The step's side, or on a phone above or below its anchor (whichever has more room): beside an
 * element there is no room for a 380 px step on a 390 px screen.
 */
function sideFor(side: TourStep["side"], rect: DOMRect | null): TourStep["side"] {
  if (!rect) return "bottom";
  if (window.innerWidth >= 640) return side;
  return rect.top + rect.height / 2 > window.innerHeight / 2 ? "top" : "bottom";
}

/**
 * The onboarding tour (spec section 2 "Onboarding tour", section 4 "Onboarding"): six steps, each
 * pointing at the real element it explains (a `data-tour` attribute) and centred when that element
 * is not on screen. Previous, 'n of N', Skip Tour, Next, and Complete on the last step. Focus moves
 * into each step; the page behind does not scroll (spec section 4) but stays usable and readable
 * (not modal: a tour is a guide, not a gate); Escape skips. At most 380 px wide (docs/product.md
 * "Resolved contradictions"). Loaded on demand.
 */
export default function OnboardingTour({ onSkip, onComplete }: { onSkip: () => void; onComplete: () => void }) {
  const { _ } = useCatalogue("onboarding");
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setAnchor(findAnchor(step.anchor)), [step.anchor]);
  const rect = useAnchorRect(anchor);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const last = index === TOUR_STEPS.length - 1;

  // Spec section 4: the body does not scroll while the tour is open (programmatic scrolling to the
  // next step's anchor still works).
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Each step takes the focus, so a screen reader reads it and Tab starts at its controls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` is the step the focus moves to.
  useEffect(() => {
    titleRef.current?.focus();
  }, [index]);

  // Without an anchor on screen the step hangs from a point above the middle: it sits centred.
  const centre = () => new DOMRect(window.innerWidth / 2, window.innerHeight / 2 - 120, 0, 0);
  const virtual = useRef({ getBoundingClientRect: centre });
  virtual.current.getBoundingClientRect = () => (rect && anchor ? rect : centre());

  // Placed by a transform, not top and left: it glides from step to step, and a moving transform is
  // no layout shift (CLS counts a box whose position in the layout moves).
  const spotlight: CSSProperties | undefined =
    rect && anchor
      ? {
          top: 0,
          left: 0,
          width: rect.width + PAD * 2,
          height: rect.height + PAD * 2,
          transform: `translate(${rect.left - PAD}px, ${rect.top - PAD}px)`,
        }
      : undefined;

  return (
    <PopoverPrimitive.Root open modal={false} onOpenChange={(open) => (open ? undefined : onSkip())}>
      <PopoverPrimitive.Anchor virtualRef={virtual} />
      <PopoverPrimitive.Portal>
        {/* biome-ignore lint/complexity/noUselessFragments: Radix's Portal renders through Presence, which takes exactly one child; without the fragment the tour throws (CI, 2026-11-24). */}
        <>
          {spotlight ? (
            <div
              aria-hidden="true"
              data-testid="tour-spotlight"
              className="pointer-events-none fixed z-[60] rounded-lg ring-2 ring-indigo-500 shadow-[0_0_0_9999px_rgba(9,9,11,0.5)] transition-[transform,width,height] duration-200"
              style={spotlight}
            />
          ) : (
            <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] bg-zinc-950/50" />
          )}
          <PopoverPrimitive.Content
            side={sideFor(step.side, rect && anchor ? rect : null)}
            align="center"
            sideOffset={rect && anchor ? 12 : 0}
            collisionPadding={12}
            // The anchor is measured, not a DOM node Radix can watch: follow it every frame.
            updatePositionStrategy="always"
            aria-labelledby="tour-step-title"
            aria-describedby="tour-step-body"
            data-tour-step={step.id}
            // The step's title takes the focus (the content only exists once the portal mounted).
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              titleRef.current?.focus();
            }}
            onInteractOutside={(e) => e.preventDefault()}
            onFocusOutside={(e) => e.preventDefault()}
            className="z-[70] grid w-[calc(100vw-24px)] max-w-[380px] gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
          >
            <div className="grid gap-1">
              <h2 id="tour-step-title" ref={titleRef} tabIndex={-1} className="text-base font-semibold outline-none">
                {_(step.title, { product: PRODUCT_NAME })}
              </h2>
              <p id="tour-step-body" className="text-sm text-zinc-600 dark:text-zinc-400">
                {_(step.body)}
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs font-medium text-zinc-600 tabular-nums dark:text-zinc-400">
                {_("onboarding.tour.progress", { step: index + 1, total: TOUR_STEPS.length })}
              </span>
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="ghost" size="sm" onClick={onSkip}>
                  {_("onboarding.tour.skip")}
                </Button>
                {index > 0 ? (
                  <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                    {_("onboarding.tour.previous")}
                  </Button>
                ) : null}
                {last ? (
                  <Button size="sm" onClick={onComplete}>
                    {_("onboarding.tour.complete")}
                  </Button>
                ) : (
                  <Button size="sm" onClick={() => setIndex(index + 1)}>
                    {_("onboarding.tour.next")}
                  </Button>
                )}
              </div>
            </div>
            <PopoverPrimitive.Arrow className={rect && anchor ? "fill-white dark:fill-zinc-900" : "hidden"} />
          </PopoverPrimitive.Content>
        </>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
