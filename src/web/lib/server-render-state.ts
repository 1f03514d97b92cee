/**
 * What a server-rendered first load carries for the browser's first render
 * (docs/decisions/0018): the reads the server rendered the page from, so the browser renders the same
 * page at once instead of a loading screen and a round of reads.
 */
import type { DehydratedState } from "@tanstack/react-query";
import type { RenderHints } from "#shared/render-hints.ts";

/** The pages the server renders with their data; every other page loads as before. */
export const SERVER_RENDERED_PATHS: readonly string[] = ["/dashboard"];

/** The id of the `<script type="application/json">` holding the state in index.html. */
export const SERVER_RENDER_STATE_ID = "server-render-state";

export interface ServerRenderState {
  /** The path the page was rendered for. */
  path: string;
  /** TanStack Query's dehydrated cache: the successful reads only. */
  queries: DehydratedState;
  /** What the render assumed of the browser; the browser's first render assumes the same. */
  hints: RenderHints;
}

/**
 * The state in this page, or null: not server-rendered, unreadable, or rendered for another path
 * than the one now in the address bar.
 */
export function readServerRenderState(): ServerRenderState | null {
  const element = document.getElementById(SERVER_RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerRenderState;
    return state.path === window.location.pathname ? state : null;
  } catch {
    return null;
  }
}
