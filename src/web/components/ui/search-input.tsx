import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";
import { Input } from "./input.tsx";

/**
 * A search field with the magnifier inside it; `label` is its accessible name (the placeholder and
 * the icon say what it is to the eye). `className` goes on the wrapper: a width, a flex share.
 */
export function SearchInput({
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "className"> & { label: string; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
      <Input type="search" aria-label={label} className="pl-8" {...props} />
    </div>
  );
}
