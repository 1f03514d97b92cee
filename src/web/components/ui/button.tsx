import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700",
        secondary:
          "border border-zinc-200 bg-white text-zinc-900 shadow-sm hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800",
        ghost: "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
        destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
        link: "text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300",
        /** Secondary, for an action that removes something (cancel a booking). */
        "secondary-destructive":
          "border border-zinc-200 bg-white text-red-700 shadow-sm hover:bg-zinc-50 hover:text-red-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-red-300 dark:hover:bg-zinc-800",
      },
      size: {
        default: "h-9 px-4 py-2 text-sm",
        sm: "h-8 px-3 text-xs",
        lg: "h-11 px-6 text-base",
        icon: "size-9 text-sm",
        "icon-sm": "size-8 text-sm",
        /** No box: a link-like button in running text; the caller sets the text size. */
        inline: "p-0",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * The app's button; `asChild` renders the styles on a child (e.g. a Link). `className` adds classes
 * and never overrides a variant's (cn does not merge; scripts/class-clashes.ts checks): a look the
 * variants lack is a new variant.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  return <button type={type ?? "button"} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export { buttonVariants };
