/** The rules of super-admin user actions, each a small function throwing a coded AppError. */
import { AppError } from "#server/lib/app-error.ts";
import type { Role } from "#shared/roles.ts";

/** A super admin may not disable their own sign-in: they would lock themself out. 409 OWN_ACCOUNT. */
export function assertNotDisablingSelf(actorId: string, userId: string): void {
  if (actorId === userId) {
    throw new AppError("OWN_ACCOUNT", "You cannot disable sign-in for your own account.", {
      id: "errors.platform.ownAccount",
    });
  }
}

/**
 * Demoting or disabling the super admin `targetId` must leave at least one enabled super admin, or
 * the platform would have no one to run it. `enabledSuperAdmins` is read under the super-admin
 * lock (platform-users.service.ts), so concurrent changes are judged one after the other. An actor
 * who lost the role meanwhile (another super admin demoted or disabled them first) may not act: 403.
 * Otherwise 409 LAST_SUPER_ADMIN when the target is the last one.
 */
export function assertSuperAdminRemains(
  enabledSuperAdmins: readonly string[],
  actorId: string,
  targetId: string,
): void {
  if (!enabledSuperAdmins.includes(actorId)) {
    throw new AppError(
      "FORBIDDEN",
      "You are no longer a super admin: another super admin changed your role or sign-in a moment ago.",
      { id: "errors.platform.noLongerSuperAdmin" },
    );
  }
  if (enabledSuperAdmins.filter((id) => id !== targetId).length === 0) {
    throw new AppError(
      "LAST_SUPER_ADMIN",
      "You are the last super admin. Make someone else a super admin before giving up the role.",
      { id: "errors.platform.lastSuperAdmin" },
    );
  }
}

/** A user outside any team can hold no team role except plain member (what a demoted super admin becomes). */
export function assertTeamRolePossible(teamId: string | null, role: Role, name: string): void {
  if (!teamId && role !== "member") {
    throw new AppError(
      "TEAM_STATE_CONFLICT",
      `${name} belongs to no team, so they cannot hold a team role. Choose Member to take super admin away.`,
      { id: "errors.platform.noTeamRole", values: { name } },
    );
  }
}

/** Demoting a team's only admin would leave it without one. 409 LAST_TEAM_ADMIN. */
export function assertTeamKeepsAdmin(currentRole: Role, nextRole: Role, teamAdmins: number): void {
  const isAdmin = (role: Role) => role === "team_admin" || role === "admin";
  if (isAdmin(currentRole) && !isAdmin(nextRole) && teamAdmins <= 1) {
    throw new AppError(
      "LAST_TEAM_ADMIN",
      "This person is their team's only admin. Make another member team admin first.",
      { id: "errors.platform.lastTeamAdmin" },
    );
  }
}
