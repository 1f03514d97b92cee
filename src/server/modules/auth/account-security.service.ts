/**
 * The signed-in person's password and sessions (/settings?tab=security). Passwords are
 * checked and hashed with better-auth's own scrypt (better-auth/crypto), the same hash its sign-in
 * verifies; the credential, the sessions ended and the audit row change in one transaction.
 * Changing the password ends every other session; the one making the change stays signed in. Each
 * check of the current password is one attempt of the account's sign-in back-off, exactly as at
 * sign-in, so a session left open is no way to guess it (docs/operations.md "Sign-in limits and
 * passwords").
 */
import type { Actor } from "#server/lib/actor.ts";
import { AppError, unauthenticated } from "#server/lib/app-error.ts";
import type { Passwords } from "#server/lib/passwords.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type {
  AccountSession,
  ChangePasswordBody,
  ChangePasswordResult,
  RevokeOthersResult,
} from "#shared/schemas/account.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import { findPasswordHash, updatePasswordHash } from "./password-resets.repository.ts";
import { assertPasswordNotCommon } from "./password-strength.ts";
import { deleteOtherSessions, listUserSessions } from "./sessions.repository.ts";
import { asPasswordAttempt, type SignInThrottle } from "./sign-in-throttle.ts";

const wrongPassword = () =>
  new AppError("CURRENT_PASSWORD_WRONG", "Your current password is not correct. Your password was not changed.", {
    id: "errors.password.currentWrong",
  });

/**
 * Throws `refusal()` (by default 422 CURRENT_PASSWORD_WRONG, "Your password was not changed") unless
 * `password` matches the stored `hash`; no hash counts as wrong.
 */
export async function assertCurrentPassword(
  passwords: Passwords,
  hash: string | null,
  password: string,
  refusal: () => AppError = wrongPassword,
): Promise<void> {
  if (!hash || !(await passwords.verify({ hash, password }))) throw refusal();
}

/** The session the request was made with; 401 if the request carries none (never for a signed-in call). */
function sessionIdOf(actor: Actor): string {
  if (!actor.sessionId) throw unauthenticated();
  return actor.sessionId;
}

export function createAccountSecurityService(
  deps: ServiceDeps & {
    /** The sign-in back-off the current-password check counts against (sign-in-throttle.ts). */
    signIn: { throttle: SignInThrottle; devices: DeviceCookies };
    passwords: Passwords;
  },
) {
  const { db, record, now, passwords } = deps;
  return {
    /**
     * POST /api/user/password: checks the current password, stores the new one, ends the user's
     * other sessions; 422 CURRENT_PASSWORD_WRONG (nothing changed) when the current one is wrong,
     * 400 PASSWORD_TOO_COMMON when the new one is (password-strength.ts), 429 SignInLockedError
     * while the account's back-off holds this browser (`headers` carry its device cookie).
     */
    async changePassword(actor: Actor, body: ChangePasswordBody, headers: Headers): Promise<ChangePasswordResult> {
      const keep = sessionIdOf(actor);
      await assertPasswordNotCommon(body.newPassword, [actor.email, actor.name, actor.team?.name]);
      const signedOut = await asPasswordAttempt(deps.signIn, normalizeEmail(actor.email), headers, now(), () =>
        db.transaction(async (tx) => {
          await assertCurrentPassword(passwords, await findPasswordHash(tx, actor.id), body.currentPassword);
          await updatePasswordHash(tx, actor.id, await passwords.hash(body.newPassword), now());
          const ended = await deleteOtherSessions(tx, actor.id, keep);
          await record(tx, {
            teamId: actor.teamId,
            actorId: actor.id,
            action: "auth.password_changed",
            targetType: "user",
            targetId: actor.id,
            after: { otherSessionsEnded: ended },
            ip: actor.ip,
          });
          return ended;
        }),
      );
      const others = signedOut === 1 ? "1 other session was" : `${signedOut} other sessions were`;
      return { message: `Password changed. ${others} signed out.`, signedOut };
    },

    /**
     * GET /api/user/sessions: the user's live sessions, the current one marked. Expiry is read on
     * the wall clock, as better-auth stamps and expires sessions on it (see plugins/session.ts).
     */
    async listSessions(actor: Actor): Promise<AccountSession[]> {
      const rows = await listUserSessions(db, actor.id, new Date());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        current: row.id === actor.sessionId,
      }));
    },

    /** POST /api/user/sessions/revoke-others: ends every session of the user but this one. */
    async revokeOtherSessions(actor: Actor): Promise<RevokeOthersResult> {
      const keep = sessionIdOf(actor);
      const signedOut = await db.transaction(async (tx) => {
        const ended = await deleteOtherSessions(tx, actor.id, keep);
        if (ended === 0) return 0;
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "auth.other_sessions_revoked",
          targetType: "user",
          targetId: actor.id,
          after: { sessionsEnded: ended },
          ip: actor.ip,
        });
        return ended;
      });
      return { signedOut };
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
