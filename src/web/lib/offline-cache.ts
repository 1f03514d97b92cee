/**
 * The offline copy of the API reads, shared by the service worker (src/web/service-worker.ts)
 * and the page: which GETs are kept, under which cache name, and how a kept answer says when it was
 * saved. No imports, so the worker bundle stays small.
 */

/** The Cache Storage name of the saved API answers (cleared on sign-out). */
export const API_CACHE = "officely-api";

/**
 * Header the service worker adds to an answer it saves: the time (ISO) it was saved. The server never
 * sends it, so an answer carrying it came from the cache, not the network.
 */
export const SAVED_AT_HEADER = "x-officely-saved-at";

/** Message the worker posts to its pages when a network answer replaced one it had served from the cache. */
export const API_REFRESHED_MESSAGE = "officely:api-refreshed";

/**
 * The reads My Bookings, the day view and the shell around them need offline: the session and
 * preferences, the user's bookings (day, range, upcoming, mine), the office list and notifications.
 * Anything else (other teams' data, admin screens, exports, a manager's check-in codes) is never kept.
 */
const SAVED_PATHS = [
  /^\/api\/user\/session$/,
  /^\/api\/user\/preferences$/,
  /^\/api\/bookings(\/mine|\/upcoming)?$/,
  /^\/api\/offices$/,
  /^\/api\/notifications(\/unread-count)?$/,
];

/** Whether a GET of this path (no query string) is kept for offline use. */
export function isSavedApiPath(pathname: string): boolean {
  return SAVED_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Deletes every saved API answer, so the next person on this browser never sees the last one's data
 * (called on sign-out, on session_invalidated from another tab and on an expired session). Resolves
 * even where Cache Storage is missing (http on another host, old browsers).
 */
export async function clearSavedApiData(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(API_CACHE);
  } catch {
    // storage unavailable: nothing was saved either
  }
}
