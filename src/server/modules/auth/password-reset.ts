/**
 * Password reset by e-mail (docs/product.md "Platform": single use, 30 minutes). A token is 32
 * random bytes (base64url) sent in a link to /auth/reset; only its SHA-256 hash is stored. Setting
 * the new password ends every session of the user. A new token ends the user's earlier unused ones,
 * so only the latest link works.
 */
import { createHash, randomBytes } from "node:crypto";
import { addMinutes } from "date-fns/addMinutes";
import type { Executor } from "#db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Passwords } from "#server/lib/passwords.ts";
import { findUser } from "#server/modules/user/user.repository.ts";
import { insertPasswordCredential } from "./auth.repository.ts";
import {
  consumePasswordReset,
  endEarlierPasswordResets,
  insertPasswordReset,
  updatePasswordHash,
} from "./password-resets.repository.ts";
import { assertPasswordNotCommon } from "./password-strength.ts";
import { deleteUserSessions } from "./sessions.repository.ts";

export const PASSWORD_RESET_TTL_MINUTES = 30;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issues a reset token for `userId` in `tx`, ending the user's earlier unused tokens; returns the
 * token (to put in the link, never stored) and its expiry.
 */
export async function issuePasswordReset(
  tx: Executor,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = addMinutes(now, PASSWORD_RESET_TTL_MINUTES);
  await endEarlierPasswordResets(tx, userId, now);
  await insertPasswordReset(tx, { tokenHash: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The link a reset e-mail carries. */
export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/reset?token=${encodeURIComponent(token)}`;
}

/**
 * Uses `token` once and sets `password` (already checked against the spec's rules), ending every
 * session of the user; returns the user's id. Throws 422 RESET_TOKEN_INVALID for an unknown, used or
 * expired token, 400 PASSWORD_TOO_COMMON (the token stays unused: the caller's transaction rolls back).
 */
export async function completePasswordReset(
  tx: Executor,
  passwords: Pick<Passwords, "hash">,
  token: string,
  password: string,
  now: Date,
): Promise<string> {
  const userId = await consumePasswordReset(tx, hashToken(token), now);
  if (!userId) {
    throw new AppError(
      "RESET_TOKEN_INVALID",
      "This password-reset link is invalid, already used or expired. Ask for a new one from the Sign In page.",
      { id: "errors.password.resetLinkInvalid" },
    );
  }
  const user = await findUser(tx, userId);
  await assertPasswordNotCommon(password, [user?.email, user?.name]);
  const hash = await passwords.hash(password);
  // An account made by the team's identity provider has no password yet: the reset sets its first.
  if (!(await updatePasswordHash(tx, userId, hash, now))) await insertPasswordCredential(tx, userId, hash);
  await deleteUserSessions(tx, userId);
  return userId;
}
