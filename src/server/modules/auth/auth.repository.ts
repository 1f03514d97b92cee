/** SQL of sign-up and invitations. Every function takes the executor (database or transaction). */
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { accounts, invitations, teams, users } from "../../../db/schema/index.ts";

export async function findUserIdByEmail(tx: Executor, email: string): Promise<string | null> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertTeam(tx: Executor, values: typeof teams.$inferInsert) {
  const [team] = await tx.insert(teams).values(values).returning();
  return team;
}

export async function insertUserWithPassword(
  tx: Executor,
  values: typeof users.$inferInsert & { id: string },
  passwordHash: string,
) {
  const [user] = await tx.insert(users).values(values).returning();
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: passwordHash,
  });
  return user;
}

/** The invitation with this code hash and its team's name, locked for update when `lock` is set. */
export async function findInvitationByHash(tx: Executor, codeHash: string, lock = false) {
  const query = tx
    .select({ invitation: invitations, teamName: teams.name })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .where(eq(invitations.codeHash, codeHash))
    .limit(1);
  const rows = lock ? await query.for("update", { of: invitations }) : await query;
  return rows[0] ?? null;
}

export async function markInvitationUsed(tx: Executor, teamId: string, invitationId: string, userId: string) {
  await tx
    .update(invitations)
    .set({ usedAt: new Date(), usedBy: userId })
    .where(and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)));
}

export async function findTeam(tx: Executor, teamId: string) {
  const rows = await tx.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows[0] ?? null;
}
