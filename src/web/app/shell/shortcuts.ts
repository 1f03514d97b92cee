/**
 * The keyboard shortcuts: one table (docs/product.md "Resolved contradictions"), shown in the help
 * dialog and driving the key handler, so every binding listed works. Cmd works as Ctrl on a Mac.
 * Ctrl/Cmd+H is My Bookings. Combinations Chromium keeps for itself or that mean something in every
 * page get an Alt binding instead: Ctrl+W (close tab) is Alt+W, the spec's Ctrl+T (new
 * tab) and Ctrl+A (select all) for Team Management and Analytics are Alt+T and Alt+A. Alt bindings
 * match the physical key (`code`), since Option+letter types another character on a Mac.
 */

/** What a shortcut does besides going to a page. */
export type ShortcutAction = "help" | "quick-actions" | "search" | "new-booking";

export interface Shortcut {
  /** Keys as shown, "Mod" meaning Ctrl (Cmd on a Mac). */
  keys: string[];
  /** What it does: a message id of the shell's catalogue. */
  description: string;
  /** Where it leads. */
  to?: string;
  action?: ShortcutAction;
  /** Only for admins (team_admin, admin, super_admin), like the pages it leads to (spec section 6). */
  adminOnly?: boolean;
  /** Works while typing in a field too (Ctrl/Cmd+K, as in most command palettes). */
  inFields?: boolean;
  /** Whether the event is this shortcut; none for Esc, which every dialog handles itself. */
  matches?: (e: KeyboardEvent) => boolean;
}

const mod = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
const alt = (e: KeyboardEvent, code: string) => e.altKey && !e.ctrlKey && !e.metaKey && e.code === code;
const key = (e: KeyboardEvent, k: string) => e.key.toLowerCase() === k;

export const SHORTCUTS: Shortcut[] = [
  {
    keys: ["Mod", "K"],
    description: "shell.shortcut.quickActions",
    action: "quick-actions",
    inFields: true,
    matches: (e) => mod(e) && key(e, "k"),
  },
  {
    keys: ["/"],
    description: "shell.shortcut.search",
    action: "search",
    // Shift is allowed: on some layouts "/" is typed with it.
    matches: (e) => e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey,
  },
  {
    keys: ["Alt", "N"],
    description: "shell.shortcut.newBooking",
    action: "new-booking",
    to: "/day",
    matches: (e) => alt(e, "KeyN"),
  },
  {
    keys: ["Mod", "B"],
    description: "shell.shortcut.quickBooking",
    to: "/day",
    matches: (e) => mod(e) && key(e, "b"),
  },
  { keys: ["Mod", "D"], description: "shell.nav.day", to: "/day", matches: (e) => mod(e) && key(e, "d") },
  { keys: ["Alt", "W"], description: "shell.nav.week", to: "/week", matches: (e) => alt(e, "KeyW") },
  { keys: ["Mod", "M"], description: "shell.nav.month", to: "/month", matches: (e) => mod(e) && key(e, "m") },
  {
    keys: ["Mod", "H"],
    description: "shell.nav.myBookings",
    to: "/bookings/history",
    matches: (e) => mod(e) && key(e, "h"),
  },
  {
    keys: ["Alt", "T"],
    description: "shell.title.teamManagement",
    to: "/team/manage",
    adminOnly: true,
    matches: (e) => alt(e, "KeyT"),
  },
  {
    keys: ["Alt", "A"],
    description: "shell.nav.analytics",
    to: "/team/analytics",
    adminOnly: true,
    matches: (e) => alt(e, "KeyA"),
  },
  {
    keys: ["Mod", "/"],
    description: "shell.shortcut.help",
    action: "help",
    matches: (e) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key === "/",
  },
  {
    keys: ["Shift", "?"],
    description: "shell.shortcut.help",
    action: "help",
    matches: (e) => e.key === "?" && !e.ctrlKey && !e.metaKey && !e.altKey,
  },
  { keys: ["Esc"], description: "shell.shortcut.close" },
];

/** The shortcuts a person has: admin-only ones for admins alone. */
export function shortcutsFor(isAdmin: boolean): Shortcut[] {
  return SHORTCUTS.filter((s) => isAdmin || !s.adminOnly);
}

/** The shortcut a key event is, among the person's, or undefined. */
export function findShortcut(e: KeyboardEvent, isAdmin: boolean): Shortcut | undefined {
  return shortcutsFor(isAdmin).find((s) => s.matches?.(e));
}

/** How a shortcut's keys read on this machine ("Ctrl" or "⌘" for Mod). */
export function keyLabel(key: string, isMac: boolean): string {
  if (key === "Mod") return isMac ? "⌘" : "Ctrl";
  if (key === "Alt" && isMac) return "⌥";
  return key;
}
