/**
 * Confirming an e-mail address (docs/operations.md "Mail limits and e-mail verification") with
 * better-auth's e-mail verification behind our thin routes (ADR 0002): its signed, expiring token
 * (made with its `createEmailVerificationToken`, checked by `auth.api.verifyEmail`), our outbox for
 * the mail and our transaction for the change. When mail can leave the machine (SMTP_URL set), an
 * account must confirm its address before it can make the platform mail other people; a new
 * account (signed up or joined) is sent a link, and can ask for a new one, a few a day.
 *
 * Which addresses count as confirmed: one confirmed through the link, opened while signed in as its
 * account (here); later, one an identity provider asserts. Joining through an invitation is not
 * proof: the inviting admin saw the code.
 *
 * Each link is written to the outbox with a recorded "auth.verification_email_sent" and a mail_sends
 * row, so it leaves as that commits and the daily cap counts it. better-auth calls back into this
 * service once a token checked out (`beforeVerify`), where the user row is changed and
 * "user.email_verified" recorded in one transaction; it then sets the same flag again, which changes
 * nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createEmailVerificationToken, isAPIError } from "better-auth/api";
import type { Executor } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Auth, EmailVerificationHooks } from "#server/lib/better-auth.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { VerificationMailData } from "#server/modules/mail/mail.subscriber.ts";
import * as mailSends from "#server/modules/mail/mail-sends.repository.ts";
import { markEmailVerified } from "#server/modules/user/user.repository.ts";
import type { Language } from "#shared/i18n.ts";
import type { VerificationEmailResult, VerifyEmailResult } from "#shared/schemas/email-verification.ts";
import { DAY_MS } from "#shared/time.ts";

/** How long a confirmation link works. */
export const VERIFICATION_TTL_HOURS = 24;
/** Links one address is sent in 24 hours, the sign-up's included: each is mail to a mailbox. */
export const VERIFICATION_LINKS_PER_DAY = 5;

/** The account a link is made for (a user row, or better-auth's view of one). */
interface LinkOwner {
  id: string;
  email: string;
  teamId?: string | null;
}

export interface EmailVerificationDeps extends ServiceDeps {
  appUrl: string;
  secret: string;
  /** Whether addresses must be confirmed: mail leaves the machine (SMTP_URL set). */
  required: boolean;
  /** The better-auth instance, made after this service (it is given this service's hooks). */
  auth: () => Auth;
}

/** The request a better-auth call is made for: better-auth's callbacks read who and from where. */
interface CallContext {
  ip: string | null;
  /** The signed-in account confirming a link; a link confirms only its own account's address. */
  userId?: string;
}

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { db, record, now } = deps;
  const calls = new AsyncLocalStorage<CallContext>();
  const expiresInSeconds = VERIFICATION_TTL_HOURS * 3600;

  function linkFor(token: string): string {
    return `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  /**
   * Makes a link for `user` and records its sending in `tx`; the mail subscriber writes the e-mail
   * with it. False, sending nothing, when the address had VERIFICATION_LINKS_PER_DAY links in 24
   * hours (counted under the recipient's send lock, so concurrent requests cannot pass it together).
   */
  async function queueLink(tx: Executor, user: LinkOwner, ip: string | null, language?: Language): Promise<boolean> {
    const at = now();
    await mailSends.lockRecipientSends(tx, user.email);
    const sent = await mailSends.countSendsToSince(tx, "verification", user.email, new Date(at.getTime() - DAY_MS));
    if (sent >= VERIFICATION_LINKS_PER_DAY) return false;
    const token = await createEmailVerificationToken(deps.secret, user.email, undefined, expiresInSeconds, {
      userId: user.id,
    });
    await mailSends.insertMailSend(tx, {
      kind: "verification",
      teamId: user.teamId ?? null,
      senderId: user.id,
      to: user.email,
      sentAt: at,
    });
    await record(
      tx,
      {
        teamId: user.teamId ?? null,
        actorId: user.id,
        action: "auth.verification_email_sent",
        targetType: "user",
        targetId: user.id,
        after: { email: user.email },
        ip,
      },
      // Transient: the token must never be stored with the event or the audit row.
      { link: linkFor(token), hours: VERIFICATION_TTL_HOURS, language } satisfies VerificationMailData,
    );
    return true;
  }

  const hooks: EmailVerificationHooks = {
    expiresInSeconds,
    async beforeVerify(user) {
      const call = calls.getStore();
      // Opening the link proves the mailbox; being signed in as its account proves who asked for it.
      // Without both, someone who signed up with another person's address could have that person
      // confirm it for them with one click (docs/operations.md "E-mail verification").
      if (call?.userId !== user.id) {
        throw new AppError(
          "VERIFICATION_WRONG_ACCOUNT",
          "This link confirms the address of another account. Sign out, sign in with the account the link was sent for, and open the link again. If you did not create that account, ignore the e-mail.",
          { id: "errors.verification.wrongAccount" },
        );
      }
      const ip = call.ip;
      await db.transaction(async (tx) => {
        const changed = await markEmailVerified(tx, user.id, user.email, now());
        if (!changed) return;
        await record(tx, {
          teamId: changed.teamId,
          actorId: changed.id,
          action: "user.email_verified",
          targetType: "user",
          targetId: changed.id,
          before: { email: changed.email, emailVerified: false },
          after: { email: changed.email, emailVerified: true, via: "link" },
          ip,
        });
      });
    },
  };

  return {
    required: deps.required,
    hooks,

    /**
     * A new account's link, written in the sign-up's (or join's) own transaction `tx`, so the
     * account and its link commit together; nothing when addresses need no confirming, or when the
     * address had its links for the day (the account asks for one later; its sign-up goes on).
     */
    async sendInSignUp(tx: Executor, user: LinkOwner, ip: string | null, language: Language): Promise<void> {
      if (!deps.required) return;
      await queueLink(tx, user, ip, language);
    },

    /**
     * POST /api/auth/verification-email: a new link to the signed-in person's own address (never
     * another). Says so when the address is confirmed already or needs no confirming; 429
     * RATE_LIMITED past the address's links for the day.
     */
    async resend(actor: Actor): Promise<VerificationEmailResult> {
      if (!deps.required) {
        return {
          status: "not_required",
          message: "This server sends no e-mail, so your address needs no confirming.",
        };
      }
      if (actor.user.emailVerified) {
        return { status: "already_verified", message: `Your e-mail address ${actor.email} is already confirmed.` };
      }
      const owner = { id: actor.id, email: actor.email, teamId: actor.teamId };
      if (!(await db.transaction((tx) => queueLink(tx, owner, actor.ip)))) {
        throw new AppError(
          "RATE_LIMITED",
          `We have sent ${actor.email} ${VERIFICATION_LINKS_PER_DAY} links today. Use the latest one, or ask again tomorrow.`,
          { id: "errors.verification.dailyLimit", values: { email: actor.email, count: VERIFICATION_LINKS_PER_DAY } },
        );
      }
      return {
        status: "sent",
        message: `We sent a new link to ${actor.email}. It works for ${VERIFICATION_TTL_HOURS} hours.`,
      };
    },

    /**
     * POST /api/auth/verify-email: confirms the address the token was made for (better-auth checks
     * its signature, expiry and owner), when `actor` is that account. Using a link again changes
     * nothing and answers the same. 422 VERIFICATION_TOKEN_INVALID for a token that is malformed,
     * forged, expired or whose account is gone; 403 VERIFICATION_WRONG_ACCOUNT for another account's.
     */
    async verify(actor: Actor, token: string): Promise<VerifyEmailResult> {
      try {
        await calls.run({ ip: actor.ip, userId: actor.id }, () => deps.auth().api.verifyEmail({ query: { token } }));
      } catch (error) {
        if (!isAPIError(error)) throw error;
        const expired = (error.body as { code?: unknown } | undefined)?.code === "TOKEN_EXPIRED";
        throw new AppError(
          "VERIFICATION_TOKEN_INVALID",
          expired
            ? "This confirmation link has expired. Sign in and send yourself a new one from the banner at the top of the page."
            : "This confirmation link is not valid. Open the link from the latest e-mail, or sign in and send yourself a new one from the banner at the top of the page.",
          { id: expired ? "errors.verification.linkExpired" : "errors.verification.linkInvalid" },
        );
      }
      return { emailVerified: true, message: "Your e-mail address is confirmed. You can now invite people." };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
