/**
 * What the browser tells the server render about itself (docs/decisions/0018), so the
 * server's page is the one the browser would render: cookies the web app keeps current, read by the
 * server (src/server/plugins/page-render.ts) and never trusted beyond choosing a layout.
 */
import type { Language } from "./i18n.ts";

/**
 * Cookie names: the browser's IANA zone, whether the person keeps the sidebar collapsed ("1"), and
 * the language the person chose (empty: the browser's; src/shared/i18n.ts).
 */
export const RENDER_HINT_COOKIES = {
  timeZone: "officely_tz",
  sidebarCollapsed: "officely_sidebar_collapsed",
  language: "officely_lang",
} as const;

/** A layout guess for a screen the server cannot measure. */
export type ViewportGuess = "phone" | "desktop";

/** The hints one server render is made with; the browser's first render over it uses the same. */
export interface RenderHints {
  /** The language the page is in (the chosen one's cookie, else Accept-Language). */
  language: Language;
  viewport: ViewportGuess;
  sidebarCollapsed: boolean;
  /**
   * The browser's zone, when it said; else the render (and the takeover) read times in the
   * product's default zone, and the browser shows its own right after.
   */
  timeZone: string | null;
  /** "Now" of the render (epoch ms), set by the render itself: relative times read from it. */
  renderedAt?: number;
}
