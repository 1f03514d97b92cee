/**
 * How roles read in the team screens (docs/product.md "Tenancy and roles"): message ids of the
 * "team" catalogue, translated where they are shown (`_(MEMBER_ROLE_LABELS[role])`).
 */
export const MEMBER_ROLE_LABELS: Record<string, string> = {
  member: "team.role.member",
  team_manager: "team.role.team_manager",
  team_admin: "team.role.team_admin",
  admin: "team.role.team_admin",
  super_admin: "team.role.super_admin",
};
