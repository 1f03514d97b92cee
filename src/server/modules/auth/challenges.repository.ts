/**
 * One-time challenges (the auth module owns verifications): a passkey ceremony's challenge, a SAML
 * sign-in's request. A challenge is a verifications row under an identifier with its kind's prefix
 * ("passkey-", "saml-"), used once: taking it deletes it, so an answer replayed finds nothing.
 */
import { and, eq, gt, like, lte, or } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { verifications } from "#db/schema/index.ts";

/** Stores a challenge under `identifier` until `expiresAt`. */
export async function storeChallenge(tx: Executor, identifier: string, value: string, expiresAt: Date): Promise<void> {
  await tx.insert(verifications).values({ id: crypto.randomUUID(), identifier, value, expiresAt });
}

/** Takes the challenge stored under `identifier` if it is still valid at `at` (once); null otherwise. */
export async function takeChallenge(tx: Executor, identifier: string, at: Date): Promise<string | null> {
  const rows = await tx
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, at)))
    .returning({ value: verifications.value });
  return rows[0]?.value ?? null;
}

/**
 * Deletes the expired challenges this module wrote (each start writes one; most are taken, some are
 * abandoned); better-auth's own verifications rows are left to it.
 */
export async function deleteExpiredChallenges(tx: Executor, at: Date): Promise<void> {
  await tx
    .delete(verifications)
    .where(
      and(
        or(like(verifications.identifier, "passkey-%"), like(verifications.identifier, "saml-%")),
        lte(verifications.expiresAt, at),
      ),
    );
}
