import { DEFAULT_TIME_ZONE } from "#shared/constants.ts";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { useRenderHints } from "#web/lib/render-hints.tsx";
import { browserTimeZone } from "#web/lib/time-zones.ts";
import { useBrowserValue } from "#web/lib/use-browser-value.ts";

/**
 * The IANA zone the signed-in person reads times in: the one chosen in /preferences, else the
 * browser's. A server render, and the browser's takeover of its page, read the zone the browser last
 * told the server (render-hints.tsx; the product's default when it never did), then the browser's own.
 */
export function useViewerTimeZone(): string {
  const { data: preferences } = usePreferences();
  const hints = useRenderHints();
  const zone = useBrowserValue(browserTimeZone, () => hints?.timeZone ?? DEFAULT_TIME_ZONE);
  return preferences?.timeZone ?? zone;
}
