import { CheckCircle2, LogIn } from "lucide-react";
import { checkInWindow } from "#shared/check-in.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useCheckInBooking } from "../api/check-in-booking.ts";

/**
 * "Check in" on one of the user's own bookings while its window is open (15 min before the start
 * until the team's grace period after it: src/shared/check-in.ts), "Checked in" once done, nothing
 * otherwise. The server enforces the same window.
 */
export function CheckInButton({ booking, graceMinutes }: { booking: Booking; graceMinutes: number }) {
  const { _ } = useCatalogue("bookings");
  const now = useNow(30 * 1000);
  const checkIn = useCheckInBooking({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: _("bookings.checkIn.done"),
          description: _("bookings.checkIn.doneDescription", { office: booking.officeName }),
          variant: "success",
        }),
      onError: (error) =>
        toast({ title: _("bookings.checkIn.failed"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  if (booking.status !== "confirmed") return null;
  if (booking.checkedInAt) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {_("bookings.checkIn.done")}
      </span>
    );
  }
  const { opensAt, closesAt } = checkInWindow(new Date(booking.startISO), new Date(booking.endISO), graceMinutes);
  if (now < opensAt.getTime() || now >= closesAt.getTime()) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => checkIn.mutate({ id: booking.id })}
      disabled={checkIn.isPending}
      aria-label={_("bookings.checkIn.actionLabel", { office: booking.officeName })}
    >
      <LogIn aria-hidden="true" />
      {_("bookings.checkIn.action")}
    </Button>
  );
}
