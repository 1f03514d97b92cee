import { CalendarCheck } from "lucide-react";
import { cn } from "#web/lib/cn.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";

/** Product mark and name. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-[color:var(--team-brand,var(--color-indigo-600))] text-white shadow-sm">
        <CalendarCheck className="size-4.5" aria-hidden="true" />
      </span>
      {compact ? <span className="sr-only">{PRODUCT_NAME}</span> : <span className="text-lg">{PRODUCT_NAME}</span>}
    </span>
  );
}
