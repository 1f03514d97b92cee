/**
 * The members table of /team/manage as one query (issue 11): each member of the team with their
 * latest session activity and their confirmed bookings starting in a given range. Reads users
 * (user module), sessions (auth) and bookings (bookings) to join them; writes nothing.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings, sessions, users } from "#db/schema/index.ts";
import type { MemberSort } from "#shared/schemas/members.ts";

export interface MemberActivityRow {
  id: string;
  name: string;
  email: string;
  role: string;
  jobTitle: string | null;
  department: string | null;
  createdAt: Date;
  lastActiveAt: Date | null;
  bookingsInRange: number;
}

/** `text` as a LIKE pattern matching it literally (\, % and _ escaped). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Members of the team matching `q` (name, job title or department, and e-mail when `searchEmail`:
 * only for those who may see e-mails, else a search would reveal them; case-insensitive),
 * sorted by `sort` (ties by name, then id), with their last session activity and how many confirmed
 * bookings they hold starting in [rangeStart, rangeEnd); one page of that order when `limit` is set. Uses users_team_id_idx, sessions_user_id_idx
 * and bookings_user_start_idx.
 */
export async function listMembersWithActivity(
  tx: Executor,
  teamId: string,
  options: {
    q?: string;
    searchEmail: boolean;
    sort: MemberSort;
    rangeStart: Date;
    rangeEnd: Date;
    /** A page: skip `offset` rows of the order, read at most `limit` (all when absent). */
    offset?: number;
    limit?: number;
  },
): Promise<MemberActivityRow[]> {
  // Column names written out with their tables: drizzle leaves select-list columns unqualified, and
  // inside a correlated subquery "id" would then mean the subquery's own table.
  const lastActive = sql<Date | string | null>`(select max(s.updated_at) from ${sessions} s
    where s.user_id = "users"."id")`;
  const inRange = sql<number>`(select count(*)::int from ${bookings} b
    where b.team_id = "users"."team_id" and b.user_id = "users"."id" and b.status = 'confirmed'
      and b.start_at >= ${options.rangeStart.toISOString()}::timestamptz
      and b.start_at < ${options.rangeEnd.toISOString()}::timestamptz)`;
  const rank = sql`case ${users.role} when 'member' then 1 when 'team_manager' then 2 else 3 end`;
  const pattern = options.q ? `%${likeLiteral(options.q)}%` : null;
  const descending = options.sort.startsWith("-");
  const key = descending ? options.sort.slice(1) : options.sort;
  const column: Record<string, SQL> = {
    name: sql`lower(${users.name})`,
    email: sql`lower(${users.email})`,
    role: rank,
    joined: sql`${users.createdAt}`,
    lastActive: sql`${lastActive}`,
    bookings: sql`${inRange}`,
  };
  const primary = descending ? sql`${column[key]} desc nulls last` : sql`${column[key]} asc nulls last`;
  const query = tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      jobTitle: users.jobTitle,
      department: users.department,
      createdAt: users.createdAt,
      lastActiveAt: lastActive,
      bookingsInRange: inRange,
    })
    .from(users)
    .where(
      and(
        eq(users.teamId, teamId),
        pattern
          ? or(
              ilike(users.name, pattern),
              options.searchEmail ? ilike(users.email, pattern) : undefined,
              ilike(users.jobTitle, pattern),
              ilike(users.department, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(primary, asc(sql`lower(${users.name})`), desc(users.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  const rows = await query;
  return rows.map((row) => ({
    ...row,
    lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt),
    bookingsInRange: Number(row.bookingsInRange),
  }));
}
