/**
 * SQL of users and their favourite offices (the user module owns both tables): lookups, team
 * membership, own settings, favourites.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { favouriteOffices, users } from "#db/schema/index.ts";

/** A user as the session carries it; preferences are read on their own (lockPreferences). */
export type UserRow = Omit<typeof users.$inferSelect, "preferences">;

/** Creates a user (sign-up and join: the credential is auth's, see auth.repository.ts). */
export async function insertUser(tx: Executor, values: typeof users.$inferInsert & { id: string }): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  return user;
}

/** A user by id, whichever team they are in (the session's own user); null when gone. */
export async function findUser(tx: Executor, userId: string): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** The id of the account with this e-mail (case-insensitive) in any team: e-mails are unique installation-wide. */
export async function findUserIdByEmail(tx: Executor, email: string): Promise<string | null> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Marks the address of user `userId` confirmed, if it is still `email` and not confirmed yet; returns
 * the row as it now is, or null when nothing changed (already confirmed, or the address changed).
 * docs/operations.md "Mail limits and e-mail verification".
 */
export async function markEmailVerified(
  tx: Executor,
  userId: string,
  email: string,
  now: Date,
): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: now })
    .where(
      and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.emailVerified, false)),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Sign-in stops asking `userId` for a second factor (auth's two-factor service removes the secret in
 * the same transaction). Returns whether it was on.
 */
export async function turnOffTwoFactor(tx: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** One member of the team; null when the user is not in it. */
export async function findMember(tx: Executor, teamId: string, userId: string): Promise<UserRow | null> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The team's members by name. */
export async function listMembers(tx: Executor, teamId: string): Promise<UserRow[]> {
  return tx.select().from(users).where(eq(users.teamId, teamId)).orderBy(asc(users.name));
}

export async function countMembers(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.teamId, teamId));
  return row.n;
}

/** Sets both onboarding flags of the user (in `teamId`, or outside any team when null). */
export async function setOnboardingFlags(
  tx: Executor,
  teamId: string | null,
  userId: string,
  done: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ onboardingCompleted: done, hasSeenOnboarding: done, updatedAt: now })
    .where(and(eq(users.id, userId), teamId ? eq(users.teamId, teamId) : sql`${users.teamId} is null`));
}

/** Marks that the user has seen the onboarding welcome (in `teamId`, or outside any team when null). */
export async function setOnboardingSeen(tx: Executor, teamId: string | null, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ hasSeenOnboarding: true, updatedAt: now })
    .where(and(eq(users.id, userId), teamId ? eq(users.teamId, teamId) : sql`${users.teamId} is null`));
}

/** The ids of the user's favourite offices in the team, oldest first. */
export async function listFavouriteOfficeIds(tx: Executor, teamId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ officeId: favouriteOffices.officeId })
    .from(favouriteOffices)
    .where(and(eq(favouriteOffices.teamId, teamId), eq(favouriteOffices.userId, userId)))
    .orderBy(asc(favouriteOffices.createdAt), asc(favouriteOffices.officeId));
  return rows.map((r) => r.officeId);
}

/**
 * Stars an office of the team for the user; false when it already was. The composite foreign key
 * refuses an office of another team (23503).
 */
export async function insertFavouriteOffice(
  tx: Executor,
  teamId: string,
  userId: string,
  officeId: string,
  createdAt: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(favouriteOffices)
    .values({ teamId, userId, officeId, createdAt })
    .onConflictDoNothing()
    .returning({ officeId: favouriteOffices.officeId });
  return rows.length > 0;
}

/** Unstars an office; false when it was not a favourite. */
export async function deleteFavouriteOffice(
  tx: Executor,
  teamId: string,
  userId: string,
  officeId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(favouriteOffices)
    .where(
      and(
        eq(favouriteOffices.teamId, teamId),
        eq(favouriteOffices.userId, userId),
        eq(favouriteOffices.officeId, officeId),
      ),
    )
    .returning({ officeId: favouriteOffices.officeId });
  return rows.length > 0;
}

/**
 * Sets the user's own profile fields (those given) in `teamId`, or outside any team when null;
 * returns the updated row, or null when the user is not there.
 */
export async function updateProfile(
  tx: Executor,
  teamId: string | null,
  userId: string,
  fields: { name?: string; jobTitle?: string | null; department?: string | null },
  now: Date,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(users.id, userId), teamId ? eq(users.teamId, teamId) : sql`${users.teamId} is null`))
    .returning();
  return row ?? null;
}

/** Sets the user's e-mail address (unique installation-wide: a taken one fails with 23505). */
export async function setEmail(tx: Executor, userId: string, email: string, now: Date): Promise<void> {
  await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
}

/** The user's stored preferences JSON, locked until the transaction ends (read, merge, write). */
export async function lockPreferences(tx: Executor, userId: string): Promise<unknown> {
  const rows = await tx
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId))
    .for("update")
    .limit(1);
  return rows[0]?.preferences ?? {};
}

/**
 * Merges `preferences` into the user's preferences JSON (top-level keys given replace theirs; the
 * others, such as `dashboardLayout` beside the display choices, are kept).
 */
export async function setPreferences(tx: Executor, userId: string, preferences: object, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(preferences)}::jsonb`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The language user `userId` chose in Preferences (users.preferences' `language`), or null when none. */
export async function findChosenLanguage(tx: Executor, userId: string): Promise<string | null> {
  const rows = await tx
    .select({ language: sql<string | null>`${users.preferences}->>'language'` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.language ?? null;
}

/**
 * The ids of the members of `teamId` who keep their name from colleagues (the `hideMyName`
 * preference, docs/product.md "Who booked"); read through the partial index users_hide_name_idx.
 */
export async function listNameHiders(tx: Executor, teamId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.teamId, teamId), sql`${users.preferences} @> '{"hideMyName": true}'`));
  return rows.map((row) => row.id);
}
