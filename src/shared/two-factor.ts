/**
 * Who must use two-factor authentication (docs/decisions/0029): every super admin, since they run the
 * whole platform; and, as a team admin chooses, the team's admins or everyone. Until such a person
 * has a second factor (an authenticator app or a passkey), the app asks them to set one up before
 * anything else (the server refuses other calls with 403 TWO_FACTOR_REQUIRED).
 */
import { isAdminRole, isSuperAdminRole, type Role } from "./roles.ts";

export const TWO_FACTOR_POLICIES = ["optional", "admins", "everyone"] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/**
 * Why someone of `role` in a team with `policy` must have two-factor authentication on: "platform"
 * for a super admin, "team" for the team's policy; null when they need not.
 */
export function twoFactorRequirement(role: Role, policy: TwoFactorPolicy | null): "platform" | "team" | null {
  if (isSuperAdminRole(role)) return "platform";
  if (policy === "everyone" || (policy === "admins" && isAdminRole(role))) return "team";
  return null;
}

/** Whether someone of `role` in a team with `policy` must have two-factor authentication on. */
export function twoFactorRequired(role: Role, policy: TwoFactorPolicy | null): boolean {
  return twoFactorRequirement(role, policy) !== null;
}

/**
 * Whether the person has a second factor: an authenticator app (with its backup codes) or at least
 * one passkey, which is itself something they have and are or know (docs/decisions/0029).
 */
export function hasSecondFactor(user: { twoFactorEnabled: boolean; passkeyCount: number }): boolean {
  return user.twoFactorEnabled || user.passkeyCount > 0;
}

/**
 * Whether a session meets a two-factor requirement (docs/decisions/0029): its person's sign-in asks
 * for the authenticator app's code (so every session of theirs passed it), or the session itself
 * was opened with a passkey (or had one added in it), or through the team's identity provider,
 * whose own multi-factor authentication stands for ours and which may have made them without a
 * password to set a factor up with. A password session of someone who merely has a passkey does
 * not: a passkey is not asked at every password sign-in as the app's code is.
 */
export function meetsTwoFactor(user: { twoFactorEnabled: boolean }, signInMethod: string | undefined): boolean {
  return user.twoFactorEnabled || signInMethod === "passkey" || signInMethod === "sso";
}
