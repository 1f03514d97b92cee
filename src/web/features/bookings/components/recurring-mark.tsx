import { Repeat } from "lucide-react";
import type { Booking } from "#shared/schemas/booking.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * The recurring mark of an occurrence of a series: an icon, and the words for screen
 * readers, never colour alone. Renders nothing for a single booking.
 */
export function RecurringMark({ booking, className }: { booking: Pick<Booking, "isRecurring">; className?: string }) {
  const { _ } = useCatalogue("bookings");
  if (!booking.isRecurring) return null;
  return (
    <span className={cn("inline-flex items-center align-middle", className)} title={_("bookings.recurring")}>
      <Repeat className="size-3" aria-hidden="true" />
      <span className="sr-only">{_("bookings.recurring")}</span>
    </span>
  );
}
