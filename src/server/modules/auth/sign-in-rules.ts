/** Who may sign in (a super admin can disable a user's sign-in). */
import type { Executor } from "#db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import { findRequirement } from "#server/modules/sso/sso.repository.ts";
import { findUser } from "#server/modules/user/user.repository.ts";
import { deleteUserSessions, deleteUserSessionsWithoutSso } from "./sessions.repository.ts";
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

/**
 * Throws 403 SSO_REQUIRED when `userId`'s team requires single sign-on and they are not its
 * break-glass team admin (docs/product.md "Single sign-on"), after ending the session the password
 * or passkey check has just opened. Called only once that check passed, like refuseDisabledSignIn.
 */
export async function refuseWhenSsoRequired(db: Executor, userId: string): Promise<void> {
  const user = await findUser(db, userId);
  if (!user?.teamId) return;
  const requirement = await findRequirement(db, user.teamId);
  if (!requirement?.requireSso || requirement.breakGlassUserId === userId) return;
  await deleteUserSessionsWithoutSso(db, userId);
  throw new AppError(
    "SSO_REQUIRED",
    "Your team signs in with single sign-on. Choose “Continue with SSO” with your work address.",
    { id: "errors.sso.required" },
  );
}
