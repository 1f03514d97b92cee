import { useSyncExternalStore } from "react";
import { useRenderHints } from "./render-hints.tsx";

/** The width a server render lays the page out for, by its viewport guess (render-hints.ts). */
const GUESSED_WIDTH = { phone: 390, desktop: 1366 } as const;

/**
 * Whether a `(min-width: Npx)` / `(max-width: Npx)` query (or both joined by `and`) holds at
 * `width` CSS pixels. Other queries are answered false.
 */
export function matchesWidth(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * Whether a CSS media query matches, kept up to date. A server render (and the browser's first
 * render over it) answers for the guessed viewport; the real screen takes over right after.
 */
export function useMediaQuery(query: string): boolean {
  const hints = useRenderHints();
  return useSyncExternalStore(
    (cb) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", cb);
      return () => mql.removeEventListener("change", cb);
    },
    () => window.matchMedia(query).matches,
    () => (hints ? matchesWidth(query, GUESSED_WIDTH[hints.viewport]) : false),
  );
}
