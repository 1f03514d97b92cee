/**
 * SQL of SCIM provisioning links (the scim module owns scim_users) and the people a team's identity
 * provider sees: the team's members and anyone it provisioned who has left (their link remains).
 */
import { and, asc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { scimUsers, users } from "#db/schema/index.ts";

/** A person as SCIM presents them. */
export interface ScimUserRow {
  id: string;
  name: string;
  email: string;
  jobTitle: string | null;
  department: string | null;
  /** The user's team now: this team when active. */
  teamId: string | null;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The people of team `teamId` as its identity provider sees them (members, and people it provisioned
 * who have left), narrowed by `match`, by name.
 */
export async function listScimUsers(tx: Executor, teamId: string, match?: SQL): Promise<ScimUserRow[]> {
  return tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      jobTitle: users.jobTitle,
      department: users.department,
      teamId: users.teamId,
      externalId: scimUsers.externalId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(scimUsers, and(eq(scimUsers.userId, users.id), eq(scimUsers.teamId, teamId)))
    .where(and(or(eq(users.teamId, teamId), isNotNull(scimUsers.userId)), match))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** One person of the team as its identity provider sees them, or null. */
export async function findScimUser(tx: Executor, teamId: string, userId: string): Promise<ScimUserRow | null> {
  return (await listScimUsers(tx, teamId, eq(users.id, userId)))[0] ?? null;
}

/** The person whose address is `email` (case-insensitively), or with the provider's `externalId`. */
export function scimUserMatch(by: { email: string } | { externalId: string }): SQL {
  return "email" in by
    ? sql`lower(${users.email}) = ${by.email.toLowerCase()}`
    : sql`${scimUsers.externalId} = ${by.externalId}`;
}

/** Links (or re-links) a person to the team's provider with its id for them. */
export async function upsertLink(
  tx: Executor,
  teamId: string,
  userId: string,
  externalId: string | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(scimUsers)
    .values({ teamId, userId, externalId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: [scimUsers.teamId, scimUsers.userId], set: { externalId, updatedAt: at } });
}

export async function deleteLink(tx: Executor, teamId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(scimUsers)
    .where(and(eq(scimUsers.teamId, teamId), eq(scimUsers.userId, userId)))
    .returning({ userId: scimUsers.userId });
  return rows.length > 0;
}
