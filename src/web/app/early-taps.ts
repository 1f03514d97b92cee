/** Taps on a server-rendered page before the app took it over (docs/decisions/0018). */
import { markTakenOver } from "#web/lib/render-hints.tsx";

declare global {
  interface Window {
    /** Taps kept by public/app-start.js before the app took a server-rendered page over. */
    officelyEarlyTaps?: { done: boolean; replay(): void };
  }
}

/**
 * Carries out the taps a person made on a server-rendered page before the app had taken it over
 * (public/app-start.js kept them); call once the page is the app's. Nothing on other pages. A task
 * later: the stores that differ from the server's guesses (the screen, the theme) re-render first,
 * so a tap meets the handlers of the page as the person sees it.
 */
export function replayEarlyTaps(): void {
  markTakenOver();
  setTimeout(() => window.officelyEarlyTaps?.replay(), 0);
}
