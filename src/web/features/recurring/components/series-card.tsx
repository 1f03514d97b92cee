import { Trans } from "@lingui/react";
import { CalendarX, Pause, Pencil, Repeat, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { seriesWords } from "#shared/rule-words.ts";
import type { Series } from "#shared/schemas/series.ts";
import { formatLongDate, todayInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { useCancelSeries } from "#web/features/recurring/api/cancel-series.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";
import { CancelSeriesDialog } from "./cancel-series-dialog.tsx";
import { DeleteSeriesDialog } from "./delete-series-dialog.tsx";
import { EditSeriesDialog } from "./edit-series-dialog.tsx";

/**
 * One series: its rule in words, office, next date, upcoming count, skipped dates and actions (edit,
 * pause, cancel dates; delete, also for a cancelled or ended series).
 * `isTarget` (opened from an occurrence's "Part of: …" link) scrolls it into view, focuses and rings it.
 */
export function SeriesCard({
  series,
  showOwner,
  isTarget = false,
}: {
  series: Series;
  showOwner: boolean;
  isTarget?: boolean;
}) {
  const { _ } = useCatalogue("recurring");
  const dateStyle = useDateStyle();
  const summary = seriesWords(_, dateStyle, series);
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isTarget) return;
    cardRef.current?.scrollIntoView({ block: "center" });
    cardRef.current?.focus();
  }, [isTarget]);
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cancel = useCancelSeries({
    mutationConfig: {
      onSuccess: ({ cancelledCount }) =>
        toast({
          title: _("recurring.series.paused"),
          description: _("recurring.series.pausedDescription", { count: cancelledCount }),
          variant: "success",
        }),
      onError: (error) =>
        toast({ title: _("recurring.series.pauseFailed"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const live = series.status === "active" && series.isActive;
  return (
    <Card
      ref={cardRef}
      tabIndex={isTarget ? -1 : undefined}
      aria-current={isTarget ? "true" : undefined}
      className={isTarget ? "ring-2 ring-indigo-500 outline-none" : undefined}
    >
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Repeat className="size-4 text-indigo-600" aria-hidden="true" />
          {summary}
          {!live && (
            <Badge tone="neutral">
              {series.status === "cancelled" ? _("recurring.series.cancelled") : _("recurring.series.ended")}
            </Badge>
          )}
        </CardTitle>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {series.officeName}
          {series.purpose ? ` · ${series.purpose}` : ""}
          {showOwner ? ` · ${series.userName}` : ""}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{_("recurring.series.nextDate")}</dt>
            <dd>{series.nextDate ? formatLongDate(series.nextDate, dateStyle) : _("recurring.series.noNextDate")}</dd>
          </div>
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{_("recurring.series.upcoming")}</dt>
            <dd>{series.upcomingCount}</dd>
          </div>
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{_("recurring.series.skippedDates")}</dt>
            <dd>{series.skipped.length}</dd>
          </div>
        </dl>
        {series.skipped.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer">{_("recurring.series.whySkipped")}</summary>
            <ul className="mt-2 list-disc pl-5">
              {series.skipped.map((s) => (
                <li key={s.date}>{s.message}</li>
              ))}
            </ul>
          </details>
        )}
        <div className="flex flex-wrap gap-2">
          {series.status === "active" && (
            <>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                <Trans
                  id="recurring.series.edit"
                  values={{ series: summary }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={cancel.isPending || !live}
                onClick={() =>
                  cancel.mutate({ id: series.id, body: { scope: "following", fromDate: todayInZone(timeZone) } })
                }
              >
                <Pause className="size-4" aria-hidden="true" />
                <Trans
                  id="recurring.series.pause"
                  values={{ series: summary }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
                <CalendarX className="size-4" aria-hidden="true" />
                <Trans
                  id="recurring.series.cancelDates"
                  values={{ series: summary }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </Button>
            </>
          )}
          <Button variant="destructive" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            <Trans
              id="recurring.series.delete"
              values={{ series: summary }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
        </div>
      </CardContent>
      <EditSeriesDialog series={series} open={editing} onOpenChange={setEditing} />
      <CancelSeriesDialog series={series} open={cancelling} onOpenChange={setCancelling} />
      <DeleteSeriesDialog series={series} open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
