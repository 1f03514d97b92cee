/**
 * SQL of the two-factor rows the auth module owns beside better-auth's twoFactor plugin, which writes
 * them at setup and sign-in (docs/decisions/0029): removing a person's secret and the browsers they
 * trusted when they turn two-factor authentication off.
 */
import { and, eq, like } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { twoFactors, verifications } from "#db/schema/index.ts";

/** Deletes `userId`'s authenticator secret and backup codes; returns whether there were any. */
export async function deleteTwoFactor(tx: Executor, userId: string): Promise<boolean> {
  const rows = await tx.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id });
  return rows.length > 0;
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
