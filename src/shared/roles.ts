/**
 * Roles and the capability table of docs/product.md "Tenancy and roles".
 * Team roles rise member < team_manager < team_admin; `admin` is an older name for team_admin.
 * `super_admin` is a platform role outside any team.
 */
export const ROLES = ["member", "team_manager", "team_admin", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
/** Roles an invitation may grant. */
export const INVITABLE_ROLES = ["member", "team_manager", "team_admin"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const TEAM_RANK: Record<Role, number> = {
  member: 1,
  team_manager: 2,
  team_admin: 3,
  admin: 3,
  super_admin: 0,
};

export function isAdminRole(role: Role): boolean {
  return role === "team_admin" || role === "admin" || role === "super_admin";
}

export function isSuperAdminRole(role: Role): boolean {
  return role === "super_admin";
}

/** Team rank of a role: 0 for super_admin (outside any team), 1 to 3 for team roles. */
export function teamRank(role: Role): number {
  return TEAM_RANK[role];
}

export type Capability =
  | "booking:own"
  | "booking:others"
  | "calendar:read"
  | "office:manage"
  | "member:manage"
  | "team:settings"
  | "team:analytics"
  | "platform:manage";

/**
 * Whether `role` holds `capability` (the role table, docs/product.md "Tenancy and roles"). Menus
 * mirror this; the server enforces it.
 */
export function can(role: Role, capability: Capability): boolean {
  const rank = teamRank(role);
  switch (capability) {
    case "booking:own":
      return rank >= 1;
    case "calendar:read":
      return true;
    case "booking:others":
    case "office:manage":
      return rank >= 2;
    case "member:manage":
    case "team:settings":
    case "team:analytics":
      return rank >= 3 || role === "super_admin";
    case "platform:manage":
      return role === "super_admin";
  }
}
