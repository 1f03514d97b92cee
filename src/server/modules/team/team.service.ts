/** Team members (DESIGN.md role table). Invitations are their own module (modules/invitations). */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import type { Role } from "#shared/roles.ts";
import type { Member } from "#shared/schemas/team.ts";

export function createTeamService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /** Every member of the actor's team, by name; 403 NO_TEAM outside a team. */
    async listMembers(actor: Actor): Promise<Member[]> {
      const team = requireTeam(actor);
      const rows = await userRepo.listMembers(db, team.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role as Role,
        jobTitle: row.jobTitle,
        department: row.department,
        joinedAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
