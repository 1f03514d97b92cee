import { AlertTriangle } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { StatusScreen } from "./status-screen.tsx";

/**
 * The error fallback screen (spec section 2). Shown where a page's code or catalogues may have
 * failed to load, so its words are the shell's catalogue, which the app loads before its first render.
 */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { _ } = useCatalogue("shell");
  return (
    <StatusScreen icon={AlertTriangle} tone="bg-red-50 text-red-600 dark:bg-red-950" title={_("shell.error.title")}>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{_("shell.error.description")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={() => (onRetry ? onRetry() : window.location.reload())}>{_("shell.error.tryAgain")}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {_("shell.error.reload")}
        </Button>
        <Button variant="secondary" onClick={() => window.location.assign("/")}>
          {_("shell.error.goHome")}
        </Button>
      </div>
    </StatusScreen>
  );
}
