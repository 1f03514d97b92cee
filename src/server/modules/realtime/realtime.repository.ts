/**
 * Reads for the real-time channel: where a seq sits in the event feed (catch-up), and which of this
 * instance's socket sessions are still alive. Read-only: events belong to the change recorder
 * (src/server/lib/record-change.ts), sessions to auth, users to the user module.
 *
 * `teamId` null means the platform's own events (super admins' sockets).
 */
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { events, sessions, users } from "#db/schema/index.ts";
import type { EventCursor } from "#server/lib/event-feed.ts";

const teamIs = (teamId: string | null): SQL => (teamId ? eq(events.teamId, teamId) : isNull(events.teamId));

/** The feed position of the team's event `seq`, or null when it is not the team's or no longer kept. */
export async function findEventCursor(db: Executor, teamId: string | null, seq: number): Promise<EventCursor | null> {
  const [row] = await db
    .select({ txId: events.txId, seq: events.seq })
    .from(events)
    .where(and(teamIs(teamId), eq(events.seq, seq)))
    .limit(1);
  return row ?? null;
}

/** The seq of the team's last event at or before `cursor` in feed order, or null when it has none. */
export async function lastEventSeqAt(db: Executor, teamId: string | null, cursor: EventCursor): Promise<number | null> {
  const [row] = await db
    .select({ seq: events.seq })
    .from(events)
    .where(and(teamIs(teamId), sql`(${events.txId}, ${events.seq}) <= (${cursor.txId}::xid8, ${cursor.seq})`))
    .orderBy(desc(events.txId), desc(events.seq))
    .limit(1);
  return row?.seq ?? null;
}

/**
 * Of `sessionIds`, the ones still valid (not expired, not older than `maxSeconds`), with their user's
 * current team and role. Spans teams on purpose: it checks every socket of this instance in one query.
 */
export async function liveSessions(
  db: Executor,
  sessionIds: readonly string[],
  maxSeconds: number,
): Promise<Map<string, { teamId: string | null; role: string }>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, teamId: users.teamId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${maxSeconds})`),
      ),
    );
  return new Map(rows.map((row) => [row.id, { teamId: row.teamId, role: row.role }]));
}
