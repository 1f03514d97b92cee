/**
 * Where to go after signing in: the page the person asked for before being sent to /auth
 * (`/day?date=...`), carried in the navigation state as `from`. Only same-app paths count, never
 * /auth itself or another origin (`//evil.example`).
 */
export function returnPathFrom(state: unknown): string | null {
  const from = state && typeof state === "object" ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return null;
  if (from === "/" || from === "/auth" || from.startsWith("/auth?") || from.startsWith("/auth/")) return null;
  return from;
}
