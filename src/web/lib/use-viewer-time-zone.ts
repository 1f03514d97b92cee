import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { useRenderHints } from "#web/lib/render-hints.tsx";
import { browserTimeZone } from "#web/lib/time-zones.ts";

/**
 * The IANA zone the signed-in person reads times in: the one chosen in /preferences, else the
 * browser's (on the server, the one the browser last told it: render-hints.tsx).
 */
export function useViewerTimeZone(): string {
  const { data: preferences } = usePreferences();
  const hints = useRenderHints();
  if (preferences?.timeZone) return preferences.timeZone;
  return typeof window === "undefined" && hints?.timeZone ? hints.timeZone : browserTimeZone();
}
