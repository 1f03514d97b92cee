import { useSyncExternalStore } from "react";

/** The spec's default announcements (section 4: screen-reader announcements). */
export const ANNOUNCEMENTS = {
  loading: "Loading...",
  success: "Action completed successfully",
  error: "An error occurred",
} as const;

/** How long an announcement stays in the live region (spec: they vanish after 1 s). */
export const ANNOUNCEMENT_MS = 1000;

let current = "";
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(message: string): void {
  current = message;
  for (const l of listeners) l();
}

/** Says `message` through the app's polite live region; it is cleared after 1 s. */
export function announce(message: string): void {
  clearTimeout(timer);
  set(message);
  timer = setTimeout(() => set(""), ANNOUNCEMENT_MS);
}

/** The message being announced now ("" when none). */
export function getAnnouncement(): string {
  return current;
}

/** The message being announced now, kept up to date; read by the live region. */
export function useAnnouncement(): string {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    getAnnouncement,
    () => "",
  );
}
