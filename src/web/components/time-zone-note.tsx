import { Globe } from "lucide-react";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";

/**
 * "Times in {team zone}" for a calendar view; when the viewer's own zone (chosen in /preferences,
 * else the browser's) is another, it says so too ("your zone: Europe/Berlin"), in words and
 * emphasised, so nobody reads a 09:00 in New York as their own 09:00 (docs/product.md "Time":
 * every view says which zone it shows when it differs).
 */
export function TimeZoneNote({ timeZone }: { timeZone: string }) {
  const { _ } = useCatalogue("common");
  const own = useViewerTimeZone();
  const differs = own !== timeZone;
  return (
    <span
      className={
        differs
          ? "inline-flex flex-wrap items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          : "inline-flex items-center gap-1"
      }
      data-testid="team-time-zone"
    >
      <Globe className="size-3.5" aria-hidden="true" />
      {differs
        ? _("common.timeZone.noteWithOwn", { zone: timeZone, own })
        : _("common.timeZone.note", { zone: timeZone })}
    </span>
  );
}
