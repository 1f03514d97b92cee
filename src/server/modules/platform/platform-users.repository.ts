/**
 * Platform reads of users across teams (super admin only; reads, never writes, other modules'
 * tables). Sessions are listed without their tokens.
 */
import { asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { sessions, signInStates, teams, users } from "#db/schema/index.ts";
import type { AdminUserSummary } from "#shared/schemas/platform.ts";
import { containsPattern, iso } from "./platform-sql.ts";

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  teamId: users.teamId,
  teamName: teams.name,
  teamStatus: teams.status,
  trialEndsAt: teams.trialEndsAt,
  disabledAt: signInStates.disabledAt,
  twoFactorEnabled: users.twoFactorEnabled,
  // Signing in through the sign-in form stamps sign_in_states; sign-up and join open a session
  // directly, so the newest session counts too. Qualified by hand: see platform-teams.repository.ts.
  lastSignInAt: sql<Date | string | null>`greatest(sign_in_states.last_sign_in_at,
    (select max(s.created_at) from sessions s where s.user_id = users.id))`,
  createdAt: users.createdAt,
};

export type UserSummaryRow = AdminUserSummary & { teamStatus: string | null; trialEndsAt: Date | null };

function baseQuery(db: Executor) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .leftJoin(signInStates, eq(signInStates.userId, users.id));
}

function toSummary(row: Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number]): UserSummaryRow {
  const { disabledAt, ...rest } = row;
  return {
    ...rest,
    disabled: disabledAt !== null,
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: iso(row.createdAt) ?? "",
  };
}

/** One page of users whose name or e-mail contains `q`, by name; `limit` + 1 rows to tell if more follow. */
export async function listUsers(
  db: Executor,
  q: string | undefined,
  page: { offset: number; limit: number },
): Promise<UserSummaryRow[]> {
  const pattern = q ? containsPattern(q) : null;
  const rows = await baseQuery(db)
    .where(pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(toSummary);
}

/** One user with their team and sign-in state; null when there is no such user. */
export async function findUserSummary(db: Executor, userId: string): Promise<UserSummaryRow | null> {
  const rows = await baseQuery(db).where(eq(users.id, userId)).limit(1);
  return rows[0] ? toSummary(rows[0]) : null;
}

/** The user's open sessions, latest activity first (no tokens). */
export async function listUserSessions(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt) ?? "",
    lastSeenAt: iso(row.lastSeenAt) ?? "",
    expiresAt: iso(row.expiresAt) ?? "",
  }));
}
