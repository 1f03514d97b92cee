/**
 * Platform reads of teams across the installation (super admin only; the platform module reads the
 * other modules' tables and never writes them: see table-ownership.test.ts). Not scoped by team:
 * a super admin sees every team, and the service has checked the actor is one.
 */
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { auditEvents, bookings, offices, teams, users } from "#db/schema/index.ts";
import type { AdminTeamsQuery, PlatformAuditRow, TeamState } from "#shared/schemas/platform.ts";
import { containsPattern, iso, teamStateSql, weekStartUtc } from "./platform-sql.ts";

export interface TeamSummaryRow {
  id: string;
  name: string;
  companyName: string;
  state: TeamState;
  trialEndsAt: string | null;
  memberCount: number;
  officeCount: number;
  createdAt: string;
  lastActivityAt: string | null;
}

// Written out with qualified names: drizzle renders a column inside a sql template unqualified in a
// one-table select, and in these subqueries a bare "id" would mean the inner table's.
const memberCount = sql<number>`(select count(*)::int from users u where u.team_id = teams.id)`;
const officeCount = sql<number>`(select count(*)::int from offices o where o.team_id = teams.id)`;
// Every change writes its audit row in its transaction, a booking's too (docs/architecture.md "Events
// and subscribers"), so the latest audit row is the team's last activity: one read of
// audit_events_team_created_idx, not a scan of the team's bookings.
const lastActivity = sql<
  Date | string | null
>`(select max(a.created_at) from audit_events a where a.team_id = teams.id)`;

function summaryColumns(now: Date) {
  return {
    id: teams.id,
    name: teams.name,
    companyName: teams.companyName,
    state: teamStateSql(now),
    trialEndsAt: teams.trialEndsAt,
    memberCount,
    officeCount,
    createdAt: teams.createdAt,
    lastActivityAt: lastActivity,
  };
}

type RawSummary = Omit<TeamSummaryRow, "trialEndsAt" | "createdAt" | "lastActivityAt"> & {
  trialEndsAt: Date | null;
  createdAt: Date;
  lastActivityAt: Date | string | null;
};

function toSummary(row: RawSummary): TeamSummaryRow {
  return {
    ...row,
    memberCount: Number(row.memberCount),
    officeCount: Number(row.officeCount),
    trialEndsAt: iso(row.trialEndsAt),
    createdAt: iso(row.createdAt) ?? "",
    lastActivityAt: iso(row.lastActivityAt),
  };
}

/** One page of teams matching `query` (name or company contains `q`; state), `limit` + 1 rows to tell if more follow. */
export async function listTeams(
  db: Executor,
  query: AdminTeamsQuery,
  page: { offset: number; limit: number },
  now: Date,
): Promise<TeamSummaryRow[]> {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(teams.name, pattern), ilike(teams.companyName, pattern));
    if (match) where.push(match);
  }
  if (query.state) where.push(sql`${teamStateSql(now)} = ${query.state}`);
  const order = {
    name: [asc(sql`lower(${teams.name})`), asc(teams.id)],
    newest: [desc(teams.createdAt), asc(teams.id)],
    members: [desc(memberCount), asc(sql`lower(${teams.name})`), asc(teams.id)],
    activity: [sql`${lastActivity} desc nulls last`, asc(teams.id)],
  }[query.sort ?? "name"];
  const rows = await db
    .select(summaryColumns(now))
    .from(teams)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(toSummary);
}

/** One team's summary; null when there is no such team. */
export async function findTeamSummary(db: Executor, teamId: string, now: Date): Promise<TeamSummaryRow | null> {
  const rows = await db.select(summaryColumns(now)).from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows[0] ? toSummary(rows[0]) : null;
}

/** The team's members by name. */
export async function listTeamMembers(db: Executor, teamId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.teamId, teamId))
    .orderBy(asc(users.name), asc(users.id));
}

/** The team's offices by name. */
export async function listTeamOffices(db: Executor, teamId: string) {
  return db
    .select({ id: offices.id, name: offices.name, capacity: offices.capacity, isActive: offices.isActive })
    .from(offices)
    .where(eq(offices.teamId, teamId))
    .orderBy(asc(offices.name));
}

/**
 * Confirmed bookings starting in each of `weeks` UTC weeks, oldest first: the weeks before the week of
 * `now`, that week, and the next one (bookings are made ahead).
 */
export async function bookingsPerWeek(db: Executor, teamId: string | null, now: Date, weeks = 8) {
  const from = weekStartUtc(now, weeks - 2);
  const teamFilter = teamId ? sql`and ${bookings.teamId} = ${teamId}` : sql``;
  const result = await db.execute<{ week_start: Date | string; count: number }>(sql`
    select w.week_start, (
      select count(*)::int from ${bookings}
      where ${bookings.status} = 'confirmed' ${teamFilter}
        and ${bookings.startAt} >= w.week_start and ${bookings.startAt} < w.week_start + interval '7 days'
    ) as count
    from generate_series(${from.toISOString()}::timestamptz, ${from.toISOString()}::timestamptz + ${`${weeks - 1} weeks`}::interval, interval '7 days') as w(week_start)
    order by w.week_start`);
  return result.rows.map((row) => ({ weekStart: iso(row.week_start) ?? "", count: Number(row.count) }));
}

/** Platform-level audit rows (team_id null) about `targetType` `targetId`, newest first, with the actor's name. */
export async function platformHistory(
  db: Executor,
  targetType: string,
  targetId: string,
  limit = 50,
): Promise<PlatformAuditRow[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorName: users.name,
      createdAt: auditEvents.createdAt,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(isNull(auditEvents.teamId), eq(auditEvents.targetType, targetType), eq(auditEvents.targetId, targetId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) ?? "" }));
}
