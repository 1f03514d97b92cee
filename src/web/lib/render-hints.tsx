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

/**
 * Keeps a hint cookie current, for the server's next render of a page. A year, the whole site,
 * never sent to another site.
 */
export function writeHintCookie(
  name: (typeof RENDER_HINT_COOKIES)[keyof typeof RENDER_HINT_COOKIES],
  value: string,
): void {
  // biome-ignore lint/suspicious/noDocumentCookie: two plain hint cookies; the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** At start: tells the server this browser's zone and the person's sidebar choice for its next render. */
export function rememberRenderHints(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) writeHintCookie(RENDER_HINT_COOKIES.timeZone, zone);
  const collapsed = readLocal(STORAGE_KEYS.sidebarCollapsed);
  if (collapsed !== null) writeHintCookie(RENDER_HINT_COOKIES.sidebarCollapsed, collapsed === "true" ? "1" : "0");
}
