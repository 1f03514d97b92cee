import { CloudOff } from "lucide-react";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useSavedDataTime } from "#web/lib/offline-status.ts";

// Options, not formatters: a formatter made while the app's code loads costs its start a few
// milliseconds (the locale's data), and the banner is rarely shown.
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", ...TIME };

/**
 * "09:15" for a time today, else "Mon, Mar 9, 09:15" (in `locale`'s words and order), on this
 * device's clock (the time it was saved here).
 */
export function formatSavedTime(time: number, locale: string, now: Date = new Date()): string {
  const saved = new Date(time);
  const options = saved.toDateString() === now.toDateString() ? TIME : DAY_AND_TIME;
  return new Intl.DateTimeFormat(locale, options).format(saved);
}

/**
 * docs/product.md "Preferences and layouts": while the page shows answers the service worker saved
 * (no network), says so and from when; gone as soon as the network answers again
 * (lib/offline-status.ts).
 */
export function OfflineBanner() {
  const savedAt = useSavedDataTime();
  const { _, i18n } = useCatalogue("shell");
  if (savedAt === null) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6 lg:px-8 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="offline-banner"
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      <span>{_("shell.offline", { time: formatSavedTime(savedAt, i18n.locale) })}</span>
    </div>
  );
}
