import { useEffect } from "react";
import { isTyping } from "./is-typing.ts";
import { toggleQuickBooking, useQuickBooking } from "./quick-booking.ts";

/** Whether a key event is Ctrl+B or Cmd+B (without Alt). */
function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "b";
}

/**
 * While mounted, Ctrl+B / Cmd+B toggles quick-booking mode (spec section 4) and announces it; not
 * while typing in a field (spec section 2 "Keyboard shortcuts").
 * Returns whether quick booking is on. Used by the day view; the week view will use it too.
 */
export function useQuickBookingShortcut(): boolean {
  const quick = useQuickBooking();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event) || isTyping(event)) return;
      event.preventDefault();
      toggleQuickBooking(quick);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [quick]);
  return quick;
}
