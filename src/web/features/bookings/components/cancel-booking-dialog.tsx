import { useState } from "react";
import type { Booking } from "#shared/schemas/booking.ts";
import { formatViewerRange } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { useCancelBooking } from "#web/features/bookings/api/cancel-booking.ts";
import { bookingWhen } from "#web/features/bookings/utils/my-bookings.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";

/** "Cancel this booking?" with what and when, before DELETE /api/bookings/{id}. */
export function CancelBookingDialog({
  booking,
  timeZone,
  onClose,
  onCloseAutoFocus,
}: {
  booking: Booking | null;
  timeZone: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { _ } = useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const viewerZone = useViewerTimeZone();
  if (!booking) return <Dialog open={false} />;
  const when = bookingWhen(booking, timeZone, dateStyle);
  const own = formatViewerRange(booking.startISO, booking.endISO, timeZone, viewerZone, dateStyle);
  const what = { office: booking.officeName, date: when.date, time: when.time, zone: timeZone };
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) close();
      }}
    >
      <DialogContent
        title={_("bookings.cancel.title")}
        description={
          own ? _("bookings.cancel.descriptionYourTime", { ...what, own }) : _("bookings.cancel.description", what)
        }
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={cancel.isPending} onClick={close}>
            {_("bookings.cancel.keep")}
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => {
              setError(null);
              cancel.mutate(
                { id: booking.id },
                {
                  onSuccess: () => {
                    close();
                    toast({
                      title: _("bookings.cancelled.title"),
                      description: _("bookings.cancelled.yours"),
                      variant: "success",
                    });
                  },
                  onError: (e) => setError(errorMessage(e, _("bookings.cancel.failed"))),
                },
              );
            }}
          >
            {cancel.isPending ? _("bookings.cancel.cancelling") : _("bookings.cancel.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
