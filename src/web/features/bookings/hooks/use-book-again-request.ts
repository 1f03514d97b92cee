import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Office } from "#shared/schemas/office.ts";
import type { SlotRequest } from "#web/features/bookings/components/book-slot-dialog.tsx";
import { bookAgainRequest } from "#web/features/bookings/utils/my-bookings.ts";

/**
 * "Book again" (My Bookings) links to the day view with `start=HH:mm&minutes=N` beside the office:
 * once the offices are known, opens the booking dialog for that slot (through `open`) and drops
 * `start` and `minutes` from the URL, so going back or reloading does not open it again. An office
 * that is gone or inactive opens nothing.
 */
export function useBookAgainRequest(offices: readonly Office[] | undefined, open: (request: SlotRequest) => void) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const request = bookAgainRequest(params);
    if (!request || !offices) return;
    const next = new URLSearchParams(params);
    next.delete("start");
    next.delete("minutes");
    setParams(next, { replace: true });
    const office = offices.find((o) => o.id === request.officeId && o.isActive);
    if (office) open({ office, startMinute: request.startMinute, minutes: request.minutes });
  }, [params, offices, setParams, open]);
}
