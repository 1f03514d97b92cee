/** GET /api/dashboard/stats: the team's confirmed bookings, active offices and members. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { dashboardStatsSchema } from "../../../shared/schemas/dashboard.ts";
import { requireTeam } from "../../lib/actor.ts";
import { errorResponses } from "../../lib/http.ts";
import * as bookingsRepo from "../bookings/bookings.repository.ts";
import * as officesRepo from "../offices/offices.repository.ts";
import * as teamRepo from "../team/team.repository.ts";

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/dashboard/stats",
    { schema: { tags: ["dashboard"], response: { 200: dashboardStatsSchema, ...errorResponses } } },
    async (request) => {
      const team = requireTeam(await request.requireActor());
      const [totalBookings, activeOffices, teamMembers] = await Promise.all([
        bookingsRepo.countConfirmed(db, team.id),
        officesRepo.countActiveOffices(db, team.id),
        teamRepo.countMembers(db, team.id),
      ]);
      return { totalBookings, activeOffices, teamMembers };
    },
  );
};
