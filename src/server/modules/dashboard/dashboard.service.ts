/** The dashboard's figures, each read through the module that owns it (bookings, offices, users). */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as bookingsRepo from "#server/modules/bookings/bookings.repository.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import type { DashboardStats } from "#shared/schemas/dashboard.ts";

export function createDashboardService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /** The team's confirmed bookings (all time), active offices and members; 403 NO_TEAM outside a team. */
    async stats(actor: Actor): Promise<DashboardStats> {
      const team = requireTeam(actor);
      const [totalBookings, activeOffices, teamMembers] = await Promise.all([
        bookingsRepo.countConfirmed(db, team.id),
        officesRepo.countActiveOffices(db, team.id),
        userRepo.countMembers(db, team.id),
      ]);
      return { totalBookings, activeOffices, teamMembers };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
