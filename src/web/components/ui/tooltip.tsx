import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/**
 * Spec section 9: tooltips open after 700 ms and skip the delay for 300 ms after one closes.
 * One provider per screen that uses tooltips, so moving along a grid row shows each at once.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip on `children` (one focusable element, which keeps its own accessible name): shown on
 * hover and on keyboard focus, so what a cramped or closed cell means is never mouse-only.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  className,
}: {
  content: ReactNode;
  children: ReactElement;
  side?: "top" | "bottom" | "left" | "right";
  className?: string;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            "z-50 max-w-72 rounded-md bg-zinc-900 px-2.5 py-1.5 text-xs leading-snug text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900",
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-zinc-900 dark:fill-zinc-100" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
