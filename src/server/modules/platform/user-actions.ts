/** The rules of super-admin user actions (issue 12), each a small function throwing a coded AppError. */
import { AppError } from "#server/lib/app-error.ts";
import type { Role } from "#shared/roles.ts";

/** A super admin may not disable their own sign-in: they would lock themself out. 409 OWN_ACCOUNT. */
export function assertNotSelf(actorId: string, userId: string, what: string): void {
  if (actorId === userId) throw new AppError("OWN_ACCOUNT", `You cannot ${what} your own account.`);
}

/** The last super admin cannot demote themself: the platform would have no one to run it. 409. */
export function assertSuperAdminsRemain(superAdmins: number): void {
  if (superAdmins <= 1) {
    throw new AppError(
      "LAST_SUPER_ADMIN",
      "You are the last super admin. Make someone else a super admin before giving up the role.",
    );
  }
}

/** A user outside any team can hold no team role except plain member (what a demoted super admin becomes). */
export function assertTeamRolePossible(teamId: string | null, role: Role, name: string): void {
  if (!teamId && role !== "member") {
    throw new AppError(
      "TEAM_STATE_CONFLICT",
      `${name} belongs to no team, so they cannot hold a team role. Choose Member to take super admin away.`,
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
    );
  }
}
