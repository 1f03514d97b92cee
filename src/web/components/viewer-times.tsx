import { formatViewerRange } from "#shared/time.ts";
import { cn } from "#web/lib/cn.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";

/**
 * A booking's times in the viewer's own zone, on a line of their own under the team's (docs/product.md
 * "Time": when they differ, times show both): "15:00–16:00 your time", the zone named on hover and for
 * screen readers. Nothing when the viewer reads the same wall-clock times as the team.
 */
export function ViewerTimes({
  startISO,
  endISO,
  timeZone,
  className,
}: {
  startISO: string;
  endISO: string;
  timeZone: string;
  className?: string;
}) {
  const { _ } = useCatalogue("common");
  const dateStyle = useDateStyle();
  const viewerZone = useViewerTimeZone();
  const own = formatViewerRange(startISO, endISO, timeZone, viewerZone, dateStyle);
  if (!own) return null;
  return (
    <span data-testid="viewer-times" title={viewerZone} className={cn("block whitespace-nowrap", className)}>
      {_("common.viewerTimes", { times: own })}
      <span className="sr-only"> ({viewerZone})</span>
    </span>
  );
}
