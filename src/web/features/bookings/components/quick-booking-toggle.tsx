import { Zap } from "lucide-react";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toggleQuickBooking } from "#web/lib/quick-booking.ts";

/** The "Quick booking" switch of the calendar views' headers (Ctrl+B / Cmd+B does the same). */
export function QuickBookingToggle({ quick }: { quick: boolean }) {
  const { _ } = useCatalogue("calendar");
  return (
    <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-1.5 dark:border-zinc-800 dark:bg-zinc-900">
      <Zap className="size-4 text-indigo-600" aria-hidden="true" />
      <Label htmlFor="quick-booking-toggle" className="cursor-pointer">
        {_("calendar.quickBooking")}
      </Label>
      <Switch
        id="quick-booking-toggle"
        checked={quick}
        onCheckedChange={() => toggleQuickBooking(quick)}
        aria-keyshortcuts="Control+B Meta+B"
      />
    </div>
  );
}
