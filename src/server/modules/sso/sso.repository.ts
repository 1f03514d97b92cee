/** SQL of single sign-on connections and domains (the sso module owns both). Every function is scoped by team but the lookup of a verified domain. */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { ssoConnections, ssoDomains } from "#db/schema/index.ts";

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoDomainRow = typeof ssoDomains.$inferSelect;

export async function findConnection(tx: Executor, teamId: string, lock = false): Promise<SsoConnectionRow | null> {
  const query = tx.select().from(ssoConnections).where(eq(ssoConnections.teamId, teamId));
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

export async function upsertConnection(tx: Executor, values: typeof ssoConnections.$inferInsert): Promise<void> {
  const { teamId: _teamId, createdAt: _createdAt, ...changes } = values;
  await tx.insert(ssoConnections).values(values).onConflictDoUpdate({ target: ssoConnections.teamId, set: changes });
}

export async function updateConnection(
  tx: Executor,
  teamId: string,
  values: Partial<
    Pick<SsoConnectionRow, "enabled" | "testedAt" | "lastTestError" | "requireSso" | "breakGlassUserId" | "updatedAt">
  >,
): Promise<void> {
  await tx.update(ssoConnections).set(values).where(eq(ssoConnections.teamId, teamId));
}

export async function deleteConnection(tx: Executor, teamId: string): Promise<boolean> {
  const rows = await tx
    .delete(ssoConnections)
    .where(eq(ssoConnections.teamId, teamId))
    .returning({ teamId: ssoConnections.teamId });
  return rows.length > 0;
}

export async function listDomains(tx: Executor, teamId: string): Promise<SsoDomainRow[]> {
  return tx.select().from(ssoDomains).where(eq(ssoDomains.teamId, teamId)).orderBy(asc(ssoDomains.domain));
}

export async function findDomain(tx: Executor, teamId: string, domain: string): Promise<SsoDomainRow | null> {
  const rows = await tx
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.teamId, teamId), eq(ssoDomains.domain, domain)));
  return rows[0] ?? null;
}

/** The team that has verified `domain`, or null. */
export async function findVerifiedDomain(tx: Executor, domain: string): Promise<SsoDomainRow | null> {
  const rows = await tx
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDomain(tx: Executor, values: typeof ssoDomains.$inferInsert): Promise<SsoDomainRow> {
  const [row] = await tx.insert(ssoDomains).values(values).returning();
  return row;
}

export async function markDomainVerified(tx: Executor, teamId: string, domain: string, at: Date): Promise<void> {
  await tx
    .update(ssoDomains)
    .set({ verifiedAt: at })
    .where(and(eq(ssoDomains.teamId, teamId), eq(ssoDomains.domain, domain)));
}

export async function deleteDomain(tx: Executor, teamId: string, domain: string): Promise<boolean> {
  const rows = await tx
    .delete(ssoDomains)
    .where(and(eq(ssoDomains.teamId, teamId), eq(ssoDomains.domain, domain)))
    .returning({ domain: ssoDomains.domain });
  return rows.length > 0;
}

/** Whether the team requires single sign-on, and who may still use a password; null without a provider. */
export async function findRequirement(
  tx: Executor,
  teamId: string,
): Promise<Pick<SsoConnectionRow, "requireSso" | "breakGlassUserId"> | null> {
  const rows = await tx
    .select({ requireSso: ssoConnections.requireSso, breakGlassUserId: ssoConnections.breakGlassUserId })
    .from(ssoConnections)
    .where(eq(ssoConnections.teamId, teamId));
  return rows[0] ?? null;
}
