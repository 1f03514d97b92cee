/** SQL of invitations (the invitations module owns the table), always scoped by team except the code lookup. */
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { invitations } from "#db/schema/index.ts";

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(tx: Executor, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await tx.insert(invitations).values(values).returning();
  return row;
}

/**
 * The team's unused invitations that are pending at `now` or expired after `expiredSince` (so an
 * admin can still resend them), the pending ones first, each group newest first.
 */
export async function listOpenInvitations(
  tx: Executor,
  teamId: string,
  now: Date,
  expiredSince: Date,
): Promise<InvitationRow[]> {
  return tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), isNull(invitations.usedAt), gt(invitations.expiresAt, expiredSince)))
    .orderBy(sql`${invitations.expiresAt} > ${now.toISOString()}::timestamptz desc`, desc(invitations.createdAt));
}

/** How many invitations of the team are not used and not expired at `now`. */
export async function countPendingInvitations(tx: Executor, teamId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), isNull(invitations.usedAt), gt(invitations.expiresAt, now)));
  return row.n;
}

/**
 * The invitation with this code hash, locked for update when `lock` is set. Not scoped by team: the
 * code is what names the team (join and validate come from people outside it).
 */
export async function findInvitationByHash(tx: Executor, codeHash: string, lock = false) {
  const query = tx.select().from(invitations).where(eq(invitations.codeHash, codeHash)).limit(1);
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

/** The team's invitation `invitationId`, or null (the notifications subscriber reads who sent it). */
export async function findInvitation(tx: Executor, teamId: string, invitationId: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)));
  return row ?? null;
}

export async function markInvitationUsed(
  tx: Executor,
  teamId: string,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(invitations)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)));
}

/** One invitation of the team, locked for update (resend, revoke); null when not in the team. */
export async function lockInvitation(
  tx: Executor,
  teamId: string,
  invitationId: string,
): Promise<InvitationRow | null> {
  const rows = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)))
    .limit(1)
    .for("update");
  return rows[0] ?? null;
}

/** Gives an invitation a new code and expiry (resend): the old code's hash is gone, so it no longer works. */
export async function replaceInvitationCode(
  tx: Executor,
  teamId: string,
  invitationId: string,
  codeHash: string,
  expiresAt: Date,
): Promise<InvitationRow> {
  const [row] = await tx
    .update(invitations)
    .set({ codeHash, expiresAt })
    .where(and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)))
    .returning();
  return row;
}

/** Deletes an invitation of the team (revoke); its code then answers "Invalid invitation code". */
export async function deleteInvitation(tx: Executor, teamId: string, invitationId: string): Promise<void> {
  await tx.delete(invitations).where(and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)));
}
