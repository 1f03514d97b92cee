/** The team's recent activity for the home page (GET /api/team/activity). */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { type BookerNames, loadBookerNames } from "#server/modules/bookings/booker-names.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import { type ActivityRow, recentTeamActivity } from "./activity.repository.ts";
import { describeActivity } from "./activity-descriptions.ts";

/** The booking's holder as recorded in an audit row's before/after (the API's presentation). */
function withoutHolder(value: unknown, names: BookerNames): unknown {
  if (typeof value !== "object" || value === null) return value;
  const { userId } = value as { userId?: unknown };
  return typeof userId === "string" && !names.reveals(userId) ? { ...value, userId: null, userName: null } : value;
}

/**
 * A booking's or series' line as the reader may see it (docs/product.md "Who booked"): "Someone"
 * for a booker whose name is kept from them, and no "for <name>".
 */
function asSeenBy(row: ActivityRow, names: BookerNames): ActivityRow {
  if (!/^(booking|series)\./.test(row.action)) return row;
  return {
    ...row,
    actorName: row.actorId !== null && !names.reveals(row.actorId) ? null : row.actorName,
    before: withoutHolder(row.before, names),
    after: withoutHolder(row.after, names),
  };
}

export function createActivityService(deps: Pick<ServiceDeps, "db">) {
  const { db } = deps;
  return {
    /**
     * The actor's team's last `limit` visible changes, newest first, each as a sentence in the team's
     * time zone with its ISO timestamp; 403 NO_TEAM outside a team. Every member may read it: it
     * says only what the calendars and members list already show, with the same holders kept.
     */
    async recent(actor: Actor, limit: number): Promise<ActivityItem[]> {
      const team = requireTeam(actor);
      const [rows, names] = await Promise.all([recentTeamActivity(db, team.id, limit), loadBookerNames(db, actor)]);
      return rows.map((row) => ({
        description: describeActivity(asSeenBy(row, names), team.timeZone),
        timestamp: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
