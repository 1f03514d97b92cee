import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/**
 * A whole-screen card for when the app cannot show its pages (an error, no connection): an icon in
 * a tinted circle (`tone` gives its colours), a heading, and what the person can do (`children`).
 */
export function StatusScreen({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-zinc-50 p-6 dark:bg-zinc-950">
      <main
        id="main-content"
        className="w-full max-w-md rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      >
        <span className={cn("mx-auto flex size-12 items-center justify-center rounded-full", tone)}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">{title}</h1>
        {children}
      </main>
    </div>
  );
}
