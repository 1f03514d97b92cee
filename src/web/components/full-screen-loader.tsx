import type { ReactNode } from "react";
import { useCatalogue } from "#web/lib/i18n.ts";
import { Logo } from "./brand/logo.tsx";
import { Spinner } from "./ui/spinner.tsx";

/**
 * Full-screen loading state (spec: 'Loading your workspace...'). Shown before any page (the router's
 * first load, the session check), so its words are the shell's catalogue, which every first render has.
 */
export function FullScreenLoader({ label }: { label?: ReactNode }) {
  const { _ } = useCatalogue("shell");
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-zinc-50 dark:bg-zinc-950">
      <Logo />
      <div role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Spinner size="md" className="text-indigo-600" />
        <span>{label ?? _("shell.loading")}</span>
      </div>
    </div>
  );
}
