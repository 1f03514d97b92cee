import type { User } from "#shared/schemas/user.ts";
import { homePathFor } from "#web/lib/api/user/get-current-user.ts";

/**
 * Where to go once signed in: back to an office's QR check-in link when that is what sent the person
 * to /auth (the protected layout passes `{ from }`), else the user's home page.
 */
export function afterSignInPath(user: Pick<User, "role" | "isSuperAdmin">, state: unknown): string {
  const from = typeof state === "object" && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from === "string" && /^\/check-in\/[A-Za-z0-9_-]+$/.test(from)) return from;
  return homePathFor(user);
}
