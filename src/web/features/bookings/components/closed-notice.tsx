import { Lock } from "lucide-react";
import type { ReactNode } from "react";

/** Why a day of a calendar view or the floor map can no longer (or not yet) be booked. */
export function ClosedNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
      data-testid={testId}
    >
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
