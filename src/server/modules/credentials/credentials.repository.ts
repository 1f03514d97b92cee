/**
 * SQL of credentials (the credentials module owns the table). Every function but the token lookup is
 * scoped by team; the lookup is by the token's hash, which names its team.
 */
import { and, desc, eq, getTableColumns, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/client.ts";
import { perHandle } from "#db/per-handle.ts";
import { credentials, signInStates, teams, users } from "#db/schema/index.ts";
import type { CredentialKind } from "#shared/schemas/credentials.ts";

export type CredentialRow = typeof credentials.$inferSelect;
export type CredentialListRow = CredentialRow & { createdByName: string | null };

export async function insertCredential(tx: Executor, values: typeof credentials.$inferInsert): Promise<CredentialRow> {
  const [row] = await tx.insert(credentials).values(values).returning();
  return row;
}

/** The team's credentials of `kind`, newest first, with their makers' names. */
export async function listCredentials(
  tx: Executor,
  teamId: string,
  kind: CredentialKind,
): Promise<CredentialListRow[]> {
  const rows = await tx
    .select({ credential: credentials, createdByName: users.name })
    .from(credentials)
    .leftJoin(users, eq(users.id, credentials.createdBy))
    .where(and(eq(credentials.teamId, teamId), eq(credentials.kind, kind)))
    .orderBy(desc(credentials.createdAt), desc(credentials.id));
  return rows.map((row) => ({ ...row.credential, createdByName: row.createdByName }));
}

/**
 * The team's own credential `id` (not a person's token), locked for a change; null for none (another
 * team's included).
 */
export async function lockCredential(tx: Executor, teamId: string, id: string): Promise<CredentialRow | null> {
  const rows = await tx
    .select()
    .from(credentials)
    .where(and(eq(credentials.teamId, teamId), eq(credentials.id, id), isNull(credentials.userId)))
    .for("update");
  return rows[0] ?? null;
}

export async function revokeCredential(tx: Executor, teamId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(credentials)
    .set({ revokedAt: at })
    .where(and(eq(credentials.teamId, teamId), eq(credentials.id, id)));
}

/** The live credential of `kind` whose token hashes to `tokenHash` at `at`; null when none is. */
export async function findLiveCredential(
  tx: Executor,
  tokenHash: string,
  kind: CredentialKind,
  at: Date,
): Promise<CredentialRow | null> {
  const rows = await tx
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.tokenHash, tokenHash),
        eq(credentials.kind, kind),
        isNull(credentials.revokedAt),
        or(isNull(credentials.expiresAt), sql`${credentials.expiresAt} > ${at}`),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Stamps the credential's last use at `at` when the stamp is older than `staleBefore`: a client
 * calling many times a minute writes once a minute, not once a call.
 */
export async function touchCredential(tx: Executor, id: string, at: Date, staleBefore: Date): Promise<void> {
  await tx
    .update(credentials)
    .set({ lastUsedAt: at })
    .where(and(eq(credentials.id, id), or(isNull(credentials.lastUsedAt), lt(credentials.lastUsedAt, staleBefore))));
}

/** The person's personal tokens in their team, newest first. */
export async function listPersonalTokens(tx: Executor, teamId: string, userId: string): Promise<CredentialRow[]> {
  return tx
    .select()
    .from(credentials)
    .where(and(eq(credentials.teamId, teamId), eq(credentials.userId, userId), eq(credentials.kind, "personal")))
    .orderBy(desc(credentials.createdAt), desc(credentials.id));
}

/** The person's personal token `id`, locked for a change; null for none (anyone else's included). */
export async function lockPersonalToken(
  tx: Executor,
  teamId: string,
  userId: string,
  id: string,
): Promise<CredentialRow | null> {
  const rows = await tx
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.teamId, teamId),
        eq(credentials.userId, userId),
        eq(credentials.kind, "personal"),
        eq(credentials.id, id),
      ),
    )
    .for("update");
  return rows[0] ?? null;
}

const { preferences: _preferences, ...userColumns } = getTableColumns(users);

function prepareTokenActor(db: Database) {
  return db
    .select({ credential: getTableColumns(credentials), user: userColumns, team: getTableColumns(teams) })
    .from(credentials)
    .innerJoin(users, and(eq(users.id, credentials.userId), eq(users.teamId, credentials.teamId)))
    .innerJoin(teams, eq(teams.id, credentials.teamId))
    .leftJoin(signInStates, eq(signInStates.userId, credentials.userId))
    .where(
      and(
        eq(credentials.tokenHash, sql.placeholder("tokenHash")),
        isNull(signInStates.disabledAt),
        eq(credentials.kind, "personal"),
        isNull(credentials.revokedAt),
        or(isNull(credentials.expiresAt), sql`${credentials.expiresAt} > ${sql.placeholder("at")}`),
      ),
    )
    .limit(1)
    .prepare("officely_token_actor");
}

const tokenActorQuery = perHandle(prepareTokenActor);

/** A live personal token with its owner (without preferences) and the owner's team, as one row. */
export type TokenActorRow = Awaited<ReturnType<ReturnType<typeof prepareTokenActor>["execute"]>>[number];

/**
 * The live personal token whose hash is `tokenHash` at `at`, with its owner and their team, in one
 * prepared statement (as a session's read is, modules/auth/sessions.repository.ts); null when none
 * is, when its owner is no longer in the token's team, or when a super admin has disabled their
 * sign-in. Reads users, teams and sign-in states read-only.
 */
export async function findTokenActor(db: Database, tokenHash: string, at: Date): Promise<TokenActorRow | null> {
  const rows = await tokenActorQuery(db).execute({ tokenHash, at: at.toISOString() });
  return rows[0] ?? null;
}

/**
 * Revokes every live personal token of `userId` in `teamId` at `at` (they leave the team); answers
 * how many. A person who rejoins makes new ones.
 */
export async function revokePersonalTokensOf(tx: Executor, teamId: string, userId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(credentials)
    .set({ revokedAt: at })
    .where(
      and(
        eq(credentials.teamId, teamId),
        eq(credentials.userId, userId),
        eq(credentials.kind, "personal"),
        isNull(credentials.revokedAt),
      ),
    )
    .returning({ id: credentials.id });
  return rows.length;
}

/** Serialises the making of one person's tokens until `tx` ends, so two at once cannot pass the limit. */
export async function lockPersonalTokensOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`personal-tokens:${userId}`}, 0))`);
}
