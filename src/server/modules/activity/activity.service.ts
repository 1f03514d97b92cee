/** The team's recent activity for the home page (GET /api/team/activity). */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import { recentTeamActivity } from "./activity.repository.ts";
import { describeActivity } from "./activity-descriptions.ts";

export function createActivityService(deps: Pick<ServiceDeps, "db">) {
  const { db } = deps;
  return {
    /**
     * The actor's team's last `limit` visible changes, newest first, each as a sentence in the team's
     * time zone with its ISO timestamp; 403 NO_TEAM outside a team. Every member may read it: it
     * says only what the calendars and members list already show.
     */
    async recent(actor: Actor, limit: number): Promise<ActivityItem[]> {
      const team = requireTeam(actor);
      const rows = await recentTeamActivity(db, team.id, limit);
      return rows.map((row) => ({
        description: describeActivity(row, team.timeZone),
        timestamp: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
