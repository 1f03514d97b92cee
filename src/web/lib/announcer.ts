import { useSyncExternalStore } from "react";

/**
 * The spec's default announcements (section 4: screen-reader announcements): message ids of the
 * shell's catalogue, which the live region says in the reader's language (code outside React, such
 * as the query client's, has no language of its own).
 */
export const ANNOUNCEMENTS = {
  loading: "shell.announce.loading",
  success: "shell.announce.success",
  error: "shell.announce.error",
} as const;

const ANNOUNCEMENT_IDS: ReadonlySet<string> = new Set(Object.values(ANNOUNCEMENTS));

/** Whether `message` is one of ANNOUNCEMENTS (a message id) rather than a text already in words. */
export function isAnnouncementId(message: string): boolean {
  return ANNOUNCEMENT_IDS.has(message);
}

/** How long an announcement stays in the live region (spec: they vanish after 1 s). */
export const ANNOUNCEMENT_MS = 1000;

let current = "";
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(message: string): void {
  current = message;
  for (const l of listeners) l();
}

/**
 * Says `message` through the app's polite live region: a text in the reader's language, or one of
 * ANNOUNCEMENTS; it is cleared after 1 s.
 */
export function announce(message: string): void {
  clearTimeout(timer);
  set(message);
  timer = setTimeout(() => set(""), ANNOUNCEMENT_MS);
}

/** The message being announced now ("" when none): a text, or one of ANNOUNCEMENTS. */
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
