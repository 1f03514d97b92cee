import type { ReactNode } from "react";

/** A refusal shown where the action was tried (a dialog, a form): red box, announced to screen readers. */
export function InlineAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {children}
    </p>
  );
}
