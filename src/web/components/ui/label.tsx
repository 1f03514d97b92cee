import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

const LABEL_SIZES = { sm: "text-sm leading-none", xs: "text-xs" };

/** Form label; `size` xs beside a small control (a switch in a card's header). */
export function Label({
  className,
  size = "sm",
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { size?: keyof typeof LABEL_SIZES }) {
  return (
    <LabelPrimitive.Root
      className={cn("font-medium text-zinc-800 dark:text-zinc-200", LABEL_SIZES[size], className)}
      {...props}
    />
  );
}

/** Validation message under a field. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
