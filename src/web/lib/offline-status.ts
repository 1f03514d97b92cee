import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { API_REFRESHED_MESSAGE, SAVED_AT_HEADER } from "./offline-cache.ts";

/**
 * Whether the page shows saved data: the time the oldest answer on screen was saved by the
 * service worker, or null while every answer comes from the network. Drives the offline banner.
 */
let savedAt: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null): void {
  if (next === savedAt) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

/**
 * Notes where an API answer came from (called by api-client for every OK answer): one with the
 * worker's SAVED_AT_HEADER came from the cache, and the banner keeps the oldest such time; a network
 * answer means the network is back, and the banner goes.
 */
export function noteApiAnswer(headers: Headers): void {
  const stamp = headers.get(SAVED_AT_HEADER);
  if (stamp === null) {
    set(null);
    return;
  }
  const time = Date.parse(stamp);
  if (Number.isNaN(time)) return;
  set(savedAt === null ? time : Math.min(savedAt, time));
}

/** Forgets the saved-data state (sign-out: the next person starts with nothing saved). */
export function resetOfflineStatus(): void {
  set(null);
}

/**
 * Follows the connection for the life of the page: back online (the browser's `online` event), or
 * told by the worker that a late network answer replaced a saved one, saved data on screen is
 * fetched again (every query), so it never stays there while the network answers.
 */
export function followConnection(qc: QueryClient): void {
  const refresh = () => {
    if (savedAt === null) return;
    set(null);
    void qc.invalidateQueries();
  };
  window.addEventListener("online", refresh);
  navigator.serviceWorker?.addEventListener("message", (event) => {
    if ((event.data as { type?: unknown } | null)?.type === API_REFRESHED_MESSAGE) refresh();
  });
}

/** Whether the browser says it has no network at all (navigator.onLine). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time (ms) the oldest saved answer on screen was saved, or null when the data is live. */
export function useSavedDataTime(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );
}
