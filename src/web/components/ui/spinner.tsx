import { Loader2 } from "lucide-react";
import { cn } from "#web/lib/cn.ts";

/** Spinning indicator; decorative unless a label is given. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <Loader2 className={cn("size-4 animate-spin", className)} aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
