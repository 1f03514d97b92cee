/**
 * Who must use two-factor authentication (docs/decisions/0029): a team admin chooses it for the team's
 * admins or for everyone; until such a person has set it up, the app asks them to before anything
 * else (the server refuses other calls with 403 TWO_FACTOR_REQUIRED).
 */
import { isAdminRole, type Role } from "./roles.ts";

export const TWO_FACTOR_POLICIES = ["optional", "admins", "everyone"] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/** Whether someone of `role` in a team with `policy` must have two-factor authentication on. */
export function twoFactorRequired(role: Role, policy: TwoFactorPolicy | null): boolean {
  if (policy === "everyone") return true;
  return policy === "admins" && isAdminRole(role);
}
