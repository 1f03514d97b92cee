import { useEffect, useState } from "react";
import { seriesWords } from "#shared/rule-words.ts";
import type { Series } from "#shared/schemas/series.ts";
import { todayInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useUpdateSeries } from "#web/features/recurring/api/update-series.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * Edit a series: start time, duration and purpose for "All bookings in the series" or "This and
 * following" from a date (the series is split there). Dates changed on their own keep their change;
 * dates the new time cannot take are reported and keep their old time.
 */
export function EditSeriesDialog({
  series,
  open,
  onOpenChange,
}: {
  series: Series;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { _ } = useCatalogue("recurring");
  const dateStyle = useDateStyle();
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const [scope, setScope] = useState<"all" | "following">("all");
  const [fromDate, setFromDate] = useState(todayInZone(timeZone));
  const [startTime, setStartTime] = useState(series.startTime);
  const [duration, setDuration] = useState(String(series.durationMinutes));
  const [purpose, setPurpose] = useState(series.purpose ?? "");
  const [report, setReport] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setStartTime(series.startTime);
      setDuration(String(series.durationMinutes));
      setPurpose(series.purpose ?? "");
      setReport(null);
    }
  }, [open, series]);
  const update = useUpdateSeries({
    mutationConfig: {
      onSuccess: (result) => {
        toast({
          title: _("recurring.edit.done"),
          description: _("recurring.edit.doneDescription", { count: result.updatedCount }),
          variant: "success",
        });
        if (result.message) setReport(result.message);
        else onOpenChange(false);
      },
      onError: (error) => setReport(errorMessage(error)),
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate({
      id: series.id,
      body: {
        scope,
        ...(scope === "following" ? { fromDate } : {}),
        startTime,
        durationMinutes: Number(duration),
        purpose,
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={_("recurring.edit.title")} description={seriesWords(_, dateStyle, series)}>
        <form onSubmit={submit} className="grid gap-4">
          <FormField id={`edit-scope-${series.id}`} label={_("recurring.edit.scope")}>
            {(control) => (
              <NativeSelect
                {...control}
                value={scope}
                onChange={(e) => setScope(e.target.value as "all" | "following")}
              >
                <option value="all">{_("recurring.edit.scopeAll")}</option>
                <option value="following">{_("recurring.edit.scopeFollowing")}</option>
              </NativeSelect>
            )}
          </FormField>
          {scope === "following" && (
            <FormField id={`edit-from-${series.id}`} label={_("recurring.field.fromDate")}>
              {(control) => (
                <Input type="date" {...control} value={fromDate} onChange={(e) => setFromDate(e.target.value)} />
              )}
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`edit-time-${series.id}`} label={_("recurring.field.startTime")}>
              {(control) => (
                <Input
                  type="time"
                  step={900}
                  {...control}
                  value={startTime}
                  onChange={(e) => setStartTime(e.target.value)}
                />
              )}
            </FormField>
            <FormField id={`edit-duration-${series.id}`} label={_("recurring.field.minutes")}>
              {(control) => (
                <Input
                  type="number"
                  min={15}
                  step={15}
                  {...control}
                  value={duration}
                  onChange={(e) => setDuration(e.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField id={`edit-purpose-${series.id}`} label={_("recurring.field.purpose")}>
            {(control) => <Input {...control} value={purpose} onChange={(e) => setPurpose(e.target.value)} />}
          </FormField>
          {report && (
            <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
              {report}
            </p>
          )}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? _("recurring.edit.saving") : _("recurring.edit.save")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
