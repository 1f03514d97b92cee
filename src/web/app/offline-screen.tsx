import { WifiOff } from "lucide-react";
import { useEffect } from "react";

/**
 * Shown instead of an endless loading screen when the session cannot be checked because the browser
 * is offline and nothing was saved on this device (issue 13: saved data exists only after a signed-in
 * visit online). The session check resumes by itself when the connection returns (a paused query),
 * or `onOnline` runs it again (one that had already failed).
 */
export function OfflineScreen({ onOnline }: { onOnline?: () => void }) {
  useEffect(() => {
    if (!onOnline) return;
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [onOnline]);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-zinc-50 p-6 dark:bg-zinc-950">
      <main
        id="main-content"
        className="w-full max-w-md rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          <WifiOff className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">You're offline</h1>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Signing in needs a connection. Once you have signed in on this device, your bookings stay readable offline.
          This page continues by itself when you are back online.
        </p>
      </main>
    </div>
  );
}
