import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatTimeInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";

/** Details of a booked slot; its owner (or a manager) can cancel it. */
export function BookingDetailsDialog({
  selection,
  timeZone,
  canCancel,
  pending,
  onOpenChange,
  onCancelBooking,
}: {
  selection: { booking: Booking; office: Office } | null;
  timeZone: string;
  canCancel: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelBooking: (booking: Booking) => void;
}) {
  const b = selection?.booking;
  return (
    <Dialog open={selection !== null} onOpenChange={onOpenChange}>
      {b && selection ? (
        <DialogContent
          title={canCancel ? "Cancel this booking?" : "Booking details"}
          description={`${selection.office.name} · ${formatTimeInZone(b.startISO, timeZone)}–${formatTimeInZone(b.endISO, timeZone)}`}
          className="max-w-md"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-zinc-600 dark:text-zinc-400">Booked by</dt>
            <dd className="font-medium">{b.userName}</dd>
            <dt className="text-zinc-600 dark:text-zinc-400">Purpose</dt>
            <dd>{b.purpose || "—"}</dd>
          </dl>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {canCancel ? "Keep booking" : "Done"}
            </Button>
            {canCancel ? (
              <Button variant="destructive" disabled={pending} onClick={() => onCancelBooking(b)}>
                {pending ? "Cancelling..." : "Cancel booking"}
              </Button>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
