/** SQL of team members and invitations, always scoped by team. */
import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { invitations, users } from "../../../db/schema/index.ts";

export async function findMember(tx: Executor, teamId: string, userId: string) {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listMembers(tx: Executor, teamId: string) {
  return tx.select().from(users).where(eq(users.teamId, teamId)).orderBy(asc(users.name));
}

export async function countMembers(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.teamId, teamId));
  return row.n;
}

export async function insertInvitation(tx: Executor, values: typeof invitations.$inferInsert) {
  const [row] = await tx.insert(invitations).values(values).returning();
  return row;
}

/** Invitations not used and not expired, newest first. */
export async function listPendingInvitations(tx: Executor, teamId: string, now: Date) {
  return tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt));
}
