/**
 * The members table of /team/manage as one query: each member of the team with their
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
  twoFactorEnabled: boolean;
  /** The row's sort value as the database writes it (null when it has none): a page's keyset. */
  sortKey: string | null;
  /** lower(name), the first tie-break of every order. */
  nameKey: string;
}

/** Where the previous page ended: its last row's sort value, lower(name) and id (see listMembersWithActivity). */
export interface MemberKeyset {
  sortKey: string | null;
  nameKey: string;
  id: string;
}

/** `text` as a LIKE pattern matching it literally (\, % and _ escaped). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Members of the team matching `q` (name, job title or department, and e-mail when `searchEmail`:
 * only for those who may see e-mails, else a search would reveal them; case-insensitive),
 * sorted by `sort` (ties by name, then id), with their last session activity and how many confirmed
 * bookings they hold starting in [rangeStart, rangeEnd); one page of that order when `limit` is set,
 * starting after the row `after` (keyset: a member joining or leaving between pages moves no one
 * else across the page boundary). Uses users_team_name_idx (the name order reads a page without sorting the team), sessions_user_id_idx and bookings_user_start_idx.
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
    /** A page: the rows after `after` in the order (from the first when absent), at most `limit` (all when absent). */
    after?: MemberKeyset;
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
  const sortColumn = column[key];
  const primary = descending ? sql`${sortColumn} desc nulls last` : sql`${sortColumn} asc nulls last`;
  // Cast of the cursor's text back to the sort column's type: text compares as text, the rest as written.
  const cast: Record<string, string> = {
    name: "text",
    email: "text",
    role: "int",
    joined: "timestamptz",
    lastActive: "timestamptz",
    bookings: "int",
  };
  const nameKey = sql`lower(${users.name})`;
  let afterCondition: SQL | undefined;
  if (options.after) {
    const { sortKey, nameKey: afterName, id } = options.after;
    const value = sql`cast(${sortKey} as ${sql.raw(cast[key])})`;
    // "Later" in `<primary> nulls last, lower(name) asc, id desc`: a later sort value (every null
    // comes after all values), or the same one (null equals null here) and a later name, or the
    // same name and a smaller id.
    const laterPrimary =
      sortKey === null
        ? sql`false`
        : descending
          ? sql`(${sortColumn} < ${value} or ${sortColumn} is null)`
          : sql`(${sortColumn} > ${value} or ${sortColumn} is null)`;
    afterCondition = sql`(${laterPrimary} or (${sortColumn} is not distinct from ${value} and (${nameKey} > ${afterName} or (${nameKey} = ${afterName} and ${users.id} < ${id}))))`;
  }
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
      // Any second factor: the app or a passkey (an admin's reset removes both; docs/decisions/0029).
      twoFactorEnabled: sql<boolean>`(${users.twoFactorEnabled} or ${users.passkeyCount} > 0)`,
      sortKey: sql<string | null>`(${sortColumn})::text`,
      nameKey: sql<string>`${nameKey}`,
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
        afterCondition,
      ),
    )
    .orderBy(primary, asc(nameKey), desc(users.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  const rows = await query;
  return rows.map((row) => ({
    ...row,
    lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt),
    bookingsInRange: Number(row.bookingsInRange),
  }));
}
