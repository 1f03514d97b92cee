import { WifiOff } from "lucide-react";
import { useEffect } from "react";
import { useCatalogue } from "#web/lib/i18n.ts";
import { StatusScreen } from "./status-screen.tsx";

/**
 * Shown instead of an endless loading screen when the session cannot be checked because the browser
 * is offline and nothing was saved on this device (docs/product.md "Preferences and layouts": saved
 * data exists only after a signed-in visit online). The session check resumes by itself when the
 * connection returns (a paused query), or `onOnline` runs it again (one that had already failed).
 * Shown before any page has loaded, so in the shell's catalogue's words.
 */
export function OfflineScreen({ onOnline }: { onOnline?: () => void }) {
  const { _ } = useCatalogue("shell");
  useEffect(() => {
    if (!onOnline) return;
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [onOnline]);
  return (
    <StatusScreen
      icon={WifiOff}
      tone="bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
      title={_("shell.offlineScreen.title")}
    >
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{_("shell.offlineScreen.description")}</p>
    </StatusScreen>
  );
}
