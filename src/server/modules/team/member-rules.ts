/**
 * The rules of changing a member's role and removing a member (docs/product.md "Tenancy and roles":
 * never above one's own role, and the last team admin stays). Each throws a coded AppError.
 */
import { AppError, forbidden } from "#server/lib/app-error.ts";
import { isAdminRole, type Role, teamRank } from "#shared/roles.ts";

/**
 * 403 when `role` ranks above the actor's own (docs/product.md "Tenancy and roles": never above
 * their own).
 */
export function assertNotAboveOwn(actorRole: Role, role: Role): void {
  if (teamRank(role) > teamRank(actorRole)) {
    throw forbidden("You cannot grant a role above your own.", { id: "errors.team.roleAboveOwn" });
  }
}

/** 403 when the member already ranks above the actor (their role is not the actor's to change). */
export function assertMayManage(actorRole: Role, memberRole: Role): void {
  if (teamRank(memberRole) > teamRank(actorRole)) {
    throw forbidden("You cannot change or remove a member whose role is above your own.", {
      id: "errors.team.memberAboveOwn",
    });
  }
}

/** 403 for removing oneself: another team admin removes you, so a team never loses its admin by accident. */
export function assertNotSelf(actorId: string, memberId: string): void {
  if (actorId === memberId) {
    throw forbidden("You cannot remove yourself from the team. Ask another team admin to remove you.", {
      id: "errors.team.removeSelf",
    });
  }
}

/**
 * 409 LAST_TEAM_ADMIN when the member is the team's only team admin and would stop being one
 * (demoted, or removed when `newRole` is null): a team always keeps someone who can run it. Checked
 * before `assertNotSelf`, since the only admin can only be removed by themselves.
 */
export function assertKeepsAnAdmin(memberRole: Role, newRole: Role | null, adminCount: number, name: string): void {
  const losesAdmin = isAdminRole(memberRole) && (newRole === null || !isAdminRole(newRole));
  if (losesAdmin && adminCount <= 1) {
    const what = newRole === null ? " and cannot be removed" : "";
    throw new AppError(
      "LAST_TEAM_ADMIN",
      `${name} is the team's only team admin${what}. Make another member team admin first.`,
      { id: newRole === null ? "errors.team.lastAdminRemoved" : "errors.team.lastAdmin", values: { name } },
    );
  }
}
