/** Who may sign in (a super admin can disable a user's sign-in). */
import type { Executor } from "#db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import { deleteUserSessions } from "./sessions.repository.ts";
import { findSignInState } from "./sign-in-states.repository.ts";

export const ACCOUNT_DISABLED_MESSAGE =
  "Sign-in is disabled for this account. Contact your team administrator or support to have it enabled again.";

/**
 * Throws 403 ACCOUNT_DISABLED when `userId`'s sign-in is disabled, after ending the session the
 * password check has just opened. Called only once the password was right, so the answer never
 * tells a stranger whether an address is registered.
 */
export async function refuseDisabledSignIn(db: Executor, userId: string): Promise<void> {
  const state = await findSignInState(db, userId);
  if (!state?.disabledAt) return;
  await deleteUserSessions(db, userId);
  throw new AppError("ACCOUNT_DISABLED", ACCOUNT_DISABLED_MESSAGE, { id: "errors.auth.accountDisabled" });
}
