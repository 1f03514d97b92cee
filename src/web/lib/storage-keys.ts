/** Local browser storage keys of spec section 3. */
export const STORAGE_KEYS = {
  showOnboarding: "showOnboarding",
  newUser: "newUser",
  firstTimeLogin: "firstTimeLogin",
  sessionInvalidated: "session_invalidated",
  sidebarCollapsed: "sidebar-collapsed",
  theme: "theme",
  /** The team's brand theme (spec: "saved locally under an app theme key"), the offline cache of the server's. */
  appTheme: "app-theme",
  quickBooking: "quick-booking-mode",
  /** The office last chosen in the calendars, per user: `calendar-office:{userId}`. */
  calendarOffice: "calendar-office",
  /** The home page's widget layout with its last-updated time, per user (`dashboard-layout:{userId}`): the offline copy of the server's. */
  dashboardLayout: "dashboard-layout",
  /** When this browser's zone was last told to the server (epoch ms; render-hints.tsx). */
  timeZoneCheckedAt: "time-zone-checked-at",
} as const;

/** Reads localStorage without throwing (private mode, disabled storage). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes localStorage without throwing. */
export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // ignore
  }
}
