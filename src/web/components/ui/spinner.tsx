import { Loader2 } from "lucide-react";
import { cn } from "#web/lib/cn.ts";

const SIZES = { sm: "size-4", md: "size-5" };

/** Spinning indicator; decorative unless a label is given. `className` adds classes (colour, margin). */
export function Spinner({
  className,
  label,
  size = "sm",
}: {
  className?: string;
  label?: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <>
      <Loader2 className={cn("animate-spin", SIZES[size], className)} aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
