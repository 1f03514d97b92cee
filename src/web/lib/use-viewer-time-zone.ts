import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { browserTimeZone } from "#web/lib/time-zones.ts";

/** The IANA zone the signed-in person reads times in: the one chosen in /preferences, else the browser's. */
export function useViewerTimeZone(): string {
  const { data: preferences } = usePreferences();
  return preferences?.timeZone ?? browserTimeZone();
}
