import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * A value of the browser that does not change while the page is open (its zone, its platform):
 * `onServer` on the server's render and on the browser's takeover of that page (so hydration meets
 * the HTML it got), then `read()` from the next render on. `read` must return the same value each
 * call (React compares snapshots with Object.is).
 */
export function useBrowserValue<T>(read: () => T, onServer: () => T): T {
  return useSyncExternalStore(unchanging, read, onServer);
}
