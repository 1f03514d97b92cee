import { useSyncExternalStore } from "react";
import { i18n } from "./i18n.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { toast } from "./toast-store.ts";

/** Quick-booking mode (spec section 4): off by default, kept in sessionStorage. */
function read(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.quickBooking) === "true";
  } catch {
    return false;
  }
}

let enabled = typeof window === "undefined" ? false : read();
const listeners = new Set<() => void>();

/** Turns quick-booking mode on or off. */
export function setQuickBooking(value: boolean): void {
  enabled = value;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.quickBooking, String(value));
  } catch {
    // ignore
  }
  for (const l of listeners) l();
}

/** Current quick-booking mode without subscribing. */
export function isQuickBookingEnabled(): boolean {
  return enabled;
}

/** Subscribes to quick-booking mode. */
export function useQuickBooking(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => enabled,
    () => false,
  );
}

/**
 * Flips quick-booking mode from `current` and announces the new state in a toast, in the language
 * shown (a page's "common", loaded with its code).
 */
export function toggleQuickBooking(current: boolean): void {
  setQuickBooking(!current);
  toast({ title: i18n._(current ? "common.quickBooking.disabled" : "common.quickBooking.enabled"), variant: "info" });
}

/**
 * Turns quick-booking mode on for a new booking (Alt+N, the Quick Book quick action), announcing it
 * when it was off; already on, it stays on silently.
 */
export function startQuickBooking(): void {
  if (!enabled) toggleQuickBooking(false);
}

/**
 * Starts quick-booking mode from the person's preference (/preferences "Quick booking on by
 * default") while this tab has not switched it itself.
 */
export function applyQuickBookingDefault(on: boolean): void {
  let chosen: string | null = null;
  try {
    chosen = window.sessionStorage.getItem(STORAGE_KEYS.quickBooking);
  } catch {
    // storage disabled: the preference decides
  }
  if (chosen !== null || enabled === on) return;
  enabled = on;
  for (const l of listeners) l();
}
