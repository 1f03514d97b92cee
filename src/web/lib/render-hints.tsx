/**
 * The hints a server-rendered page was made with (src/shared/render-hints.ts), given to the render
 * through context: on the server for that render (renders run side by side), and in the browser to
 * the first render over the server's markup (hydration), which must produce the same markup. Read by
 * the `getServerSnapshot` of the stores that depend on the screen or the browser (use-media-query.ts,
 * the sidebar), which React consults only then.
 */
import { createContext, useContext } from "react";
import { RENDER_HINT_COOKIES, type RenderHints } from "#shared/render-hints.ts";
import { browserZoneName } from "./browser-zone.ts";
import { readLocal, STORAGE_KEYS, writeLocal } from "./storage-keys.ts";

/** The hints of the server render under way, or of the page being taken over; null otherwise. */
export const RenderHintsContext = createContext<RenderHints | null>(null);

/** The hints of the render under way (see RenderHintsContext). */
export function useRenderHints(): RenderHints | null {
  return useContext(RenderHintsContext);
}

let takingOver = true;

/** The app has taken the server's page over (its first commit): renders from now on are its own. */
export function markTakenOver(): void {
  takingOver = false;
}

/**
 * Whether the render under way is the server's, or the browser's first over the server's markup,
 * both of which must read the render's hints (on a page the browser renders itself there are none).
 */
export function isRenderingServerPage(): boolean {
  return typeof window === "undefined" || takingOver;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Keeps a hint cookie current, for the server's next render of a page: a year, the whole site, never sent to another site. */
export function writeHintCookie(
  name: (typeof RENDER_HINT_COOKIES)[keyof typeof RENDER_HINT_COOKIES],
  value: string,
): void {
  // biome-ignore lint/suspicious/noDocumentCookie: two plain hint cookies; the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${365 * DAY_SECONDS}; samesite=lax`;
}

/**
 * Tells the server the person's sidebar choice and this browser's zone for its next render. The
 * zone's cookie lasts a year; the zone itself is looked up once a day (when it was last is kept
 * here): where the browser has no Temporal the lookup is a page's first use of Intl, tens of
 * milliseconds of locale data on a phone (browserZoneName), and a zone that changed in between only
 * costs the next server-rendered page a moment in the old zone before the browser shows its own.
 */
export function rememberRenderHints(): void {
  const collapsed = readLocal(STORAGE_KEYS.sidebarCollapsed);
  if (collapsed !== null) writeHintCookie(RENDER_HINT_COOKIES.sidebarCollapsed, collapsed === "true" ? "1" : "0");
  const checkedAt = Number(readLocal(STORAGE_KEYS.timeZoneCheckedAt));
  const hasCookie = document.cookie.includes(`${RENDER_HINT_COOKIES.timeZone}=`);
  if (hasCookie && Date.now() - checkedAt < DAY_SECONDS * 1000) return;
  // As the browser names it: the server reads the cookie through canonicalTimeZone.
  const zone = browserZoneName();
  if (zone) writeHintCookie(RENDER_HINT_COOKIES.timeZone, zone);
  writeLocal(STORAGE_KEYS.timeZoneCheckedAt, String(Date.now()));
}
