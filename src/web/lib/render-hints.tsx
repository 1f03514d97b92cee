/**
 * The hints a server-rendered page was made with (src/shared/render-hints.ts), given to the render
 * through context: on the server for that render (renders run side by side), and in the browser to
 * the first render over the server's markup (hydration), which must produce the same markup. Read by
 * the `getServerSnapshot` of the stores that depend on the screen or the browser (use-media-query.ts,
 * the sidebar), which React consults only then.
 */
import { createContext, useContext } from "react";
import { RENDER_HINT_COOKIES, type RenderHints } from "#shared/render-hints.ts";
import { readLocal, STORAGE_KEYS } from "./storage-keys.ts";

/** The hints of the server render under way, or of the page being taken over; null otherwise. */
export const RenderHintsContext = createContext<RenderHints | null>(null);

/** The hints of the render under way (see RenderHintsContext). */
export function useRenderHints(): RenderHints | null {
  return useContext(RenderHintsContext);
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Keeps a hint cookie current, for the server's next render of a page: the whole site, never sent
 * to another site, for `maxAgeSeconds` (a year unless said).
 */
export function writeHintCookie(
  name: (typeof RENDER_HINT_COOKIES)[keyof typeof RENDER_HINT_COOKIES],
  value: string,
  maxAgeSeconds = 365 * DAY_SECONDS,
): void {
  // biome-ignore lint/suspicious/noDocumentCookie: two plain hint cookies; the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/**
 * Tells the server the person's sidebar choice and this browser's zone for its next render. The
 * zone is looked up once a day (its cookie lasts a day): the lookup is a page's first use of Intl,
 * tens of milliseconds of locale data on a phone, and a zone that changed in between costs the next
 * server-rendered page one render anew in the browser, never a wrong time.
 */
export function rememberRenderHints(): void {
  const collapsed = readLocal(STORAGE_KEYS.sidebarCollapsed);
  if (collapsed !== null) writeHintCookie(RENDER_HINT_COOKIES.sidebarCollapsed, collapsed === "true" ? "1" : "0");
  if (document.cookie.includes(`${RENDER_HINT_COOKIES.timeZone}=`)) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) writeHintCookie(RENDER_HINT_COOKIES.timeZone, zone, DAY_SECONDS);
}
