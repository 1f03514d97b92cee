import { useEffect, useState } from "react";
import type { Series } from "#shared/schemas/series.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { useDeleteSeries } from "#web/features/recurring/api/delete-series.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";

const bookingsWord = (n: number) => `${n} ${n === 1 ? "booking" : "bookings"}`;

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
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const remove = useDeleteSeries({
    mutationConfig: {
      onSuccess: ({ cancelledCount, keptCount }) => {
        toast({
          title: "Series deleted",
          description: `${bookingsWord(cancelledCount)} cancelled; ${bookingsWord(keptCount)} kept in the history.`,
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
      <DialogContent title="Delete series" description={series.summary} size="md">
        <div className="grid gap-4">
          <p className="text-sm">
            {upcoming > 0
              ? `Its ${bookingsWord(upcoming)} to come will be cancelled, freeing the office. `
              : "It has no bookings to come. "}
            Past bookings stay in the history as single bookings, and the series leaves this list.
          </p>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Keep series
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                setError(null);
                remove.mutate(series.id);
              }}
            >
              {remove.isPending ? "Deleting..." : "Delete series"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
