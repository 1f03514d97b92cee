import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

// `className` adds classes (a width, a margin) and never overrides these (cn does not merge; see
// scripts/class-clashes.ts): a look they lack is a prop here.

const FIELD =
  "flex rounded-md border border-zinc-300 bg-white px-3 py-2 text-zinc-900 shadow-xs focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

const LOOKS = {
  default: "h-10 text-sm",
  /** In a table row. */
  compact: "h-8 text-xs",
  /** A read-only address or token to copy. */
  code: "h-10 font-mono text-xs",
};

type FieldProps = {
  look?: keyof typeof LOOKS;
  /** false: no `w-full`, the caller's className sets the width (a number of repeats, a role). */
  fullWidth?: boolean;
};

/** Text input with the app's styling; pass aria-invalid for error state. */
export function Input({
  className,
  look = "default",
  fullWidth = true,
  ...props
}: ComponentProps<"input"> & FieldProps) {
  return (
    <input
      className={cn(
        FIELD,
        LOOKS[look],
        fullWidth && "w-full",
        "min-w-0 placeholder:text-zinc-500 disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:opacity-80 aria-invalid:border-red-600 read-only:bg-zinc-50 dark:read-only:bg-zinc-800",
        className,
      )}
      {...props}
    />
  );
}

/** Multi-line text input. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(FIELD, "min-h-20 w-full text-sm placeholder:text-zinc-500", className)} {...props} />;
}

/** Native select with the app's styling. */
export function NativeSelect({
  className,
  look = "default",
  fullWidth = true,
  ...props
}: ComponentProps<"select"> & FieldProps) {
  return <select className={cn(FIELD, LOOKS[look], fullWidth && "w-full", className)} {...props} />;
}
