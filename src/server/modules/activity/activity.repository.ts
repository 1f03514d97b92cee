/**
 * Reads the team's audit trail for the activity feed, newest first, with the actor's current name.
 * Read-only: audit rows belong to the change recorder, names to the user module. Private actions
 * (a member's own favourites, onboarding, notification reads, password and sign-in, templates), a
 * series' per-date lines and system jobs are left out here, so
 * `limit` counts only lines the team sees.
 */
import { and, desc, eq, isNotNull, notLike, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { auditEvents, users } from "#db/schema/index.ts";

export interface ActivityRow {
  action: string;
  actorId: string | null;
  actorName: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** The team's last `limit` audit rows that others may see, newest first. */
export async function recentTeamActivity(db: Executor, teamId: string, limit: number): Promise<ActivityRow[]> {
  return db
    .select({
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorName: users.name,
      before: auditEvents.before,
      after: auditEvents.after,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.teamId, teamId),
        isNotNull(auditEvents.actorId),
        notLike(auditEvents.action, "user.%"),
        notLike(auditEvents.action, "notification%"),
        // A member's password, sign-in, templates and calendar feeds are theirs alone; a series' occurrences are
        // told once, by the series line, not one line per date.
        notLike(auditEvents.action, "auth.%"),
        notLike(auditEvents.action, "template.%"),
        notLike(auditEvents.action, "calendar_feed.%"),
        notLike(auditEvents.action, "occurrence.%"),
        sql`${auditEvents.action} <> 'booking.reminder_due'`,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
