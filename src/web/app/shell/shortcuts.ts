/**
 * The keyboard shortcuts: one table (DESIGN.md "Resolved contradictions"), shown in the help
 * dialog and driving the key handler, so every binding listed works. Cmd works as Ctrl on a Mac.
 * Ctrl/Cmd+H is My Bookings; Ctrl+W, which Chromium keeps for closing the tab, is Alt+W.
 */

export interface Shortcut {
  /** Keys as shown, "Mod" meaning Ctrl (Cmd on a Mac). */
  keys: string[];
  description: string;
  /** Where it leads (else it is handled elsewhere: help, Escape, quick booking on the day view). */
  to?: string;
  /** Whether the event is this shortcut. */
  matches?: (e: KeyboardEvent) => boolean;
}

const mod = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
const key = (e: KeyboardEvent, k: string) => e.key.toLowerCase() === k;

/** Whether the event opens the shortcut help: Ctrl/Cmd+/ or Shift+?. */
export function isHelpShortcut(e: KeyboardEvent): boolean {
  return ((e.ctrlKey || e.metaKey) && !e.altKey && e.key === "/") || (e.key === "?" && !e.ctrlKey && !e.metaKey);
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ["Mod", "/"], description: "Show keyboard shortcuts" },
  { keys: ["Shift", "?"], description: "Show keyboard shortcuts" },
  {
    keys: ["Mod", "B"],
    description: "Day View; on the day view, turn quick booking on or off",
    to: "/day",
    matches: (e) => mod(e) && key(e, "b"),
  },
  { keys: ["Mod", "D"], description: "Day View", to: "/day", matches: (e) => mod(e) && key(e, "d") },
  {
    keys: ["Alt", "W"],
    description: "Week View",
    to: "/week",
    matches: (e) => e.altKey && !e.ctrlKey && !e.metaKey && e.code === "KeyW",
  },
  { keys: ["Mod", "M"], description: "Month View", to: "/month", matches: (e) => mod(e) && key(e, "m") },
  {
    keys: ["Mod", "H"],
    description: "My Bookings",
    to: "/bookings/history",
    matches: (e) => mod(e) && key(e, "h"),
  },
  { keys: ["Esc"], description: "Close a dialog" },
];

/** Whether the event comes from a place where typing must not trigger shortcuts. */
export function isTyping(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
