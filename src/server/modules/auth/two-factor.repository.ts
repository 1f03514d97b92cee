/**
 * SQL of the two-factor rows the auth module owns beside better-auth's twoFactor plugin, which writes
 * them at setup and sign-in (docs/decisions/0029): the authenticator codes already accepted, and
 * removing a person's secret and the browsers they trusted when two-factor authentication goes off.
 */
import { and, eq, like, lt } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { twoFactors, usedTotpCodes, verifications } from "#db/schema/index.ts";

/**
 * How long an accepted authenticator code is remembered, in seconds: longer than it verifies (the
 * plugin accepts the codes of the 30-second steps either side of now, so at most 90 seconds).
 */
export const USED_CODE_SECONDS = 120;

/**
 * Claims `code` as used by `userId` at `at`: true the first time, false when it was accepted within
 * USED_CODE_SECONDS (a replay). Forgets that user's codes older than that first.
 */
export async function claimTotpCode(tx: Executor, userId: string, code: string, at: Date): Promise<boolean> {
  const before = new Date(at.getTime() - USED_CODE_SECONDS * 1000);
  await tx.delete(usedTotpCodes).where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, before)));
  const rows = await tx
    .insert(usedTotpCodes)
    .values({ userId, code, usedAt: at })
    .onConflictDoNothing()
    .returning({ code: usedTotpCodes.code });
  return rows.length > 0;
}

/** Deletes `userId`'s authenticator secret and backup codes. */
export async function deleteTwoFactor(tx: Executor, userId: string): Promise<void> {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
}

/**
 * Deletes the browsers `userId` chose to trust at sign-in (the plugin keeps each as a verification
 * whose identifier starts `trust-device-` and whose value is the user id), so that turning two-factor
 * authentication on again asks every browser for a code.
 */
export async function deleteTrustedDevices(tx: Executor, userId: string): Promise<number> {
  const rows = await tx
    .delete(verifications)
    .where(and(like(verifications.identifier, "trust-device-%"), eq(verifications.value, userId)))
    .returning({ id: verifications.id });
  return rows.length;
}
