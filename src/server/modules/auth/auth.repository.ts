/** SQL of sign-up and joining (invitations are in modules/invitations). Every function takes the executor (database or transaction). */
import { eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { accounts, teams, users } from "#db/schema/index.ts";

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

export async function findTeam(tx: Executor, teamId: string) {
  const rows = await tx.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows[0] ?? null;
}
