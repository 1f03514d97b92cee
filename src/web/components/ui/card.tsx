import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

// `className` adds classes and never overrides the component's own (cn does not merge; see
// scripts/class-clashes.ts): a look these lack is a prop here.

const SURFACES = {
  default: "border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900",
  /** Something switched off (an inactive office): a dashed border rather than lowered opacity. */
  muted: "border-dashed border-zinc-400 bg-zinc-50 dark:border-zinc-600 dark:bg-zinc-950",
};

/** Surface container. */
export function Card({
  className,
  surface = "default",
  ...props
}: ComponentProps<"div"> & { surface?: keyof typeof SURFACES }) {
  return (
    <div
      className={cn("rounded-xl border text-zinc-900 shadow-sm dark:text-zinc-100", SURFACES[surface], className)}
      {...props}
    />
  );
}

const HEADER_LAYOUTS = {
  /** Title over description. */
  stack: "flex flex-col gap-1",
  /** Title block on the left, actions on the right, wrapping under on a narrow screen. */
  row: "flex flex-wrap items-start justify-between gap-3",
};

export function CardHeader({
  className,
  layout = "stack",
  ...props
}: ComponentProps<"div"> & { layout?: keyof typeof HEADER_LAYOUTS }) {
  return <div className={cn("p-5 pb-3", HEADER_LAYOUTS[layout], className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-base font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-zinc-600 dark:text-zinc-400", className)} {...props} />;
}

const CONTENT_INSETS = {
  /** Under a CardHeader, whose bottom padding is the gap. */
  "under-header": "p-5 pt-0",
  /** The card's only content. */
  all: "p-5",
  /** Edge to edge (a list with its own dividers). */
  none: "p-0",
};

export function CardContent({
  className,
  inset = "under-header",
  ...props
}: ComponentProps<"div"> & { inset?: keyof typeof CONTENT_INSETS }) {
  return <div className={cn(CONTENT_INSETS[inset], className)} {...props} />;
}
