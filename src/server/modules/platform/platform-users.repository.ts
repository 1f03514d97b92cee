/**
 * Platform reads of users across teams (super admin only; reads, never writes, other modules'
 * tables). Sessions are listed without their tokens.
 */
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
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
  // Any second factor: the app or a passkey (an admin's reset removes both; docs/decisions/0029).
  twoFactorEnabled: sql<boolean>`(${users.twoFactorEnabled} or ${users.passkeyCount} > 0)`,
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

/**
 * One page of users whose name or e-mail contains `q`, by lower(name) then id, after the user
 * `afterId` (a keyset: users joining or leaving between pages move no one else across a boundary);
 * `limit` + 1 rows to tell if more follow.
 */
export async function listUsers(
  db: Executor,
  q: string | undefined,
  page: { afterId?: string; limit: number },
): Promise<UserSummaryRow[]> {
  const pattern = q ? containsPattern(q) : null;
  const after = page.afterId
    ? sql`(lower(${users.name}), ${users.id}) > (select lower(u.name), u.id from users u where u.id = ${page.afterId})`
    : undefined;
  const rows = await baseQuery(db)
    .where(and(pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined, after))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(page.limit + 1);
  return rows.map(toSummary);
}

/** Whether a user with this id exists (a page's cursor names one). */
export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
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
