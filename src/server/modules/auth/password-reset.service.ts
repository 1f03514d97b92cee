/**
 * Forgot password and reset (docs/product.md "Platform": single use, 30 minutes; the answer never
 * reveals whether an address is registered). The request answers at once, the same for every
 * address; the lookup, token and e-mail happen after the answer has been sent, so its timing tells
 * nothing either.
 */
import { recipientLanguage } from "#server/lib/messages.ts";
import type { Passwords } from "#server/lib/passwords.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { insertEmail } from "#server/modules/mail/outbox.repository.ts";
import { passwordResetEmail } from "#server/modules/mail/password-reset-email.ts";
import { findChosenLanguage, findUser, findUserIdByEmail } from "#server/modules/user/user.repository.ts";
import type { Language } from "#shared/i18n.ts";
import { FORGOT_PASSWORD_MESSAGE, normalizeEmail, type ResetPasswordBody } from "#shared/schemas/auth.ts";
import {
  completePasswordReset,
  issuePasswordReset,
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetLink,
} from "./password-reset.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

export interface PasswordResetDeps extends ServiceDeps {
  appUrl: string;
  productName: string;
  log: { error(details: object, message: string): void };
  /** The sign-in back-off, whose lock a reset lifts. */
  throttle: Pick<SignInThrottle, "lift">;
  passwords: Pick<Passwords, "hash">;
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, record, now } = deps;
  /**
   * Writes the token and the e-mail for `email` if it has an account; nothing otherwise. The e-mail
   * is in the account's chosen language, else `language` (the asking request's).
   */
  async function sendIfRegistered(email: string, ip: string | null, language: Language): Promise<void> {
    const userId = await findUserIdByEmail(db, email);
    if (!userId) return;
    await db.transaction(async (tx) => {
      const user = await findUser(tx, userId);
      if (!user) return;
      const at = now();
      const { token, expiresAt } = await issuePasswordReset(tx, user.id, at);
      const mail = passwordResetEmail({
        productName: deps.productName,
        link: passwordResetLink(deps.appUrl, token),
        minutes: PASSWORD_RESET_TTL_MINUTES,
        language: recipientLanguage(await findChosenLanguage(tx, user.id), language),
      });
      const seq = await record(tx, {
        teamId: user.teamId,
        actorId: null,
        action: "auth.password_reset_requested",
        targetType: "user",
        targetId: user.id,
        after: { expiresAt: expiresAt.toISOString() },
        ip,
      });
      // Platform mail, not the team's: no team footer or abuse link (docs/operations.md "Team mail footer").
      await insertEmail(tx, { teamId: null, eventSeq: seq, to: user.email, ...mail });
    });
  }

  return {
    /** POST /api/auth/forgot-password's answer: the same words whatever the address. */
    forgotAnswer(): { message: string } {
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /**
     * After the answer has gone (the route's onResponse): the token and e-mail if `email` has an
     * account. Failures are logged; the person can ask again.
     */
    async sendResetLink(email: string, ip: string | null, language: Language): Promise<void> {
      await sendIfRegistered(normalizeEmail(email), ip, language).catch((error) =>
        deps.log.error({ err: error }, "password reset request failed"),
      );
    },

    /**
     * POST /api/auth/reset-password: uses the token once, sets the password, ends every session of
     * the user and lifts the account's sign-in lock. Throws 422 RESET_TOKEN_INVALID for an unknown,
     * used or expired token.
     */
    async reset(body: ResetPasswordBody, ip: string | null): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const userId = await completePasswordReset(tx, deps.passwords, body.token, body.password, now());
        const user = await findUser(tx, userId);
        // Whoever reset it holds the mailbox: the account's sign-in lock ends with the old password
        // (the lock's message offers a reset as the way out; docs/operations.md).
        if (user) await deps.throttle.lift(tx, normalizeEmail(user.email));
        await record(tx, {
          teamId: user?.teamId ?? null,
          actorId: userId,
          action: "auth.password_reset",
          targetType: "user",
          targetId: userId,
          ip,
        });
      });
      return {
        message: "Your password was changed, and you were signed out everywhere. Sign in with your new password.",
      };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
