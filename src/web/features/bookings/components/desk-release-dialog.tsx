import { useState } from "react";
import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { useSetDeskReleased } from "#web/features/bookings/api/release-desk.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * The holder's own assigned desk, chosen on the floor map (docs/product.md "Assigned desks"):
 * release it for the day shown so colleagues may book it, take a released day back, or book it as
 * any desk (`onBook`: a booking checks in and carries a purpose). `day` is the date in words.
 */
export function DeskReleaseDialog({
  space,
  date,
  day,
  onClose,
  onBook,
  onCloseAutoFocus,
}: {
  space: FloorSpace | null;
  date: string;
  day: string;
  onClose: () => void;
  onBook: (space: FloorSpace) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const change = useSetDeskReleased();
  const [error, setError] = useState<string | null>(null);
  if (!space) return <Dialog open={false} />;
  const released = space.released;
  const values = { office: space.name, day };
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) close();
      }}
    >
      <DialogContent
        title={_("calendar.desk.title", { office: space.name })}
        description={released ? _("calendar.desk.released", values) : _("calendar.desk.yours", values)}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={change.isPending} onClick={close}>
            {_("calendar.desk.close")}
          </Button>
          {released ? null : (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => {
                close();
                onBook(space);
              }}
            >
              {_("calendar.desk.book", values)}
            </Button>
          )}
          <Button
            disabled={change.isPending}
            onClick={() => {
              setError(null);
              change.mutate(
                { officeId: space.id, date, released: !released },
                {
                  onSuccess: () => {
                    close();
                    toast({
                      title: released ? _("calendar.desk.reclaimedToast") : _("calendar.desk.releasedToast"),
                      description: values.office,
                      variant: "success",
                    });
                  },
                  onError: (e) => setError(errorMessage(e, _("calendar.desk.failed"))),
                },
              );
            }}
          >
            {released ? _("calendar.desk.reclaim", values) : _("calendar.desk.release", values)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
