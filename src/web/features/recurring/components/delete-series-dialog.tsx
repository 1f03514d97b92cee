import { useEffect, useState } from "react";
import { seriesWords } from "#shared/rule-words.ts";
import type { Series } from "#shared/schemas/series.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { useDeleteSeries } from "#web/features/recurring/api/delete-series.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * Confirms deleting a series (DELETE /api/series/{id}): says what happens (its upcoming bookings are
 * cancelled, past ones stay in the history, the series leaves the list); a refusal stays inline.
 */
export function DeleteSeriesDialog({
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
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const remove = useDeleteSeries({
    mutationConfig: {
      onSuccess: ({ cancelledCount, keptCount }) => {
        toast({
          title: _("recurring.delete.done"),
          description: _("recurring.delete.doneDescription", { cancelled: cancelledCount, kept: keptCount }),
          variant: "success",
        });
        onOpenChange(false);
      },
      onError: (failure) => setError(errorMessage(failure)),
    },
  });
  const upcoming = series.status === "active" ? series.upcomingCount : 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={_("recurring.delete.title")} description={seriesWords(_, dateStyle, series)} size="md">
        <div className="grid gap-4">
          <p className="text-sm">{_("recurring.delete.body", { upcoming })}</p>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {_("recurring.delete.keep")}
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                setError(null);
                remove.mutate(series.id);
              }}
            >
              {remove.isPending ? _("recurring.delete.deleting") : _("recurring.delete.confirm")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
