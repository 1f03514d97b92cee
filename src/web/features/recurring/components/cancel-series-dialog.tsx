import { useState } from "react";
import { seriesWords } from "#shared/rule-words.ts";
import type { CancelSeriesBody, Series } from "#shared/schemas/series.ts";
import { todayInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCancelSeries } from "#web/features/recurring/api/cancel-series.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { toast } from "#web/lib/toast-store.ts";

type Scope = CancelSeriesBody["scope"];

/** Cancel the whole series, this and following from a date, or a date range (holidays). */
export function CancelSeriesDialog({
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
  const today = todayInZone(timeZone);
  const [scope, setScope] = useState<Scope>("range");
  const [fromDate, setFromDate] = useState(today);
  const [toDate, setToDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSeries({
    mutationConfig: {
      onSuccess: ({ cancelledCount }) => {
        toast({
          title: _("recurring.cancel.done"),
          description: _("recurring.cancel.doneDescription", { count: cancelledCount }),
          variant: "success",
        });
        onOpenChange(false);
      },
      onError: (e) => setError(errorMessage(e)),
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: CancelSeriesBody =
      scope === "all" ? { scope } : scope === "following" ? { scope, fromDate } : { scope, fromDate, toDate };
    cancel.mutate({ id: series.id, body });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={_("recurring.cancel.title")} description={seriesWords(_, dateStyle, series)}>
        <form onSubmit={submit} className="grid gap-4">
          <FormField id={`cancel-scope-${series.id}`} label={_("recurring.cancel.scope")}>
            {(control) => (
              <NativeSelect {...control} value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
                <option value="range">{_("recurring.cancel.scopeRange")}</option>
                <option value="following">{_("recurring.cancel.scopeFollowing")}</option>
                <option value="all">{_("recurring.cancel.scopeAll")}</option>
              </NativeSelect>
            )}
          </FormField>
          {scope !== "all" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`cancel-from-${series.id}`} label={_("recurring.field.fromDate")}>
                {(control) => (
                  <Input type="date" {...control} value={fromDate} onChange={(e) => setFromDate(e.target.value)} />
                )}
              </FormField>
              {scope === "range" && (
                <FormField id={`cancel-to-${series.id}`} label={_("recurring.cancel.toDate")}>
                  {(control) => (
                    <Input type="date" {...control} value={toDate} onChange={(e) => setToDate(e.target.value)} />
                  )}
                </FormField>
              )}
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>
            {cancel.isPending ? _("recurring.cancel.submitting") : _("recurring.cancel.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
