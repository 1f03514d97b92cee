/** How roles read in the team screens (docs/product.md "Tenancy and roles"). */
export const MEMBER_ROLE_LABELS: Record<string, string> = {
  member: "Member",
  team_manager: "Team manager",
  team_admin: "Team admin",
  admin: "Team admin",
  super_admin: "Super admin",
};
