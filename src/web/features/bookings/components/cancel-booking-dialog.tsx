import { useState } from "react";
import type { Booking } from "#shared/schemas/booking.ts";
import { formatViewerRange } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { useCancelBooking } from "#web/features/bookings/api/cancel-booking.ts";
import { bookingWhen } from "#web/features/bookings/utils/my-bookings.ts";
import { errorMessage } from "#web/lib/api-client.ts";
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
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const viewerZone = useViewerTimeZone();
  if (!booking) return <Dialog open={false} />;
  const when = bookingWhen(booking, timeZone);
  const own = formatViewerRange(booking.startISO, booking.endISO, timeZone, viewerZone);
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
        title="Cancel this booking?"
        description={`${booking.officeName}, ${when.date}, ${when.time} (${timeZone}${own ? `; ${own} your time` : ""}).`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={cancel.isPending} onClick={close}>
            Keep booking
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
                      title: "Booking cancelled",
                      description: "Your booking has been cancelled.",
                      variant: "success",
                    });
                  },
                  onError: (e) => setError(errorMessage(e, "Failed to cancel booking")),
                },
              );
            }}
          >
            {cancel.isPending ? "Cancelling..." : "Cancel booking"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
