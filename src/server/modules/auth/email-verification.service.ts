/**
 * Confirming an e-mail address (docs/operations.md "Mail limits and e-mail verification") with
 * better-auth's e-mail verification behind our thin routes (ADR 0002): its signed, expiring token
 * (`auth.api.sendVerificationEmail` makes one, `auth.api.verifyEmail` checks it), our outbox for
 * the mail and our transaction for the change. When mail can leave the machine (SMTP_URL set), an
 * account must confirm its address before it can make the platform mail other people; a new
 * account is sent a link at sign-up, and can ask for a new one.
 *
 * Which addresses count as confirmed: one confirmed through the link (here); one that joined through
 * an invitation sent to it (auth.service.ts joinTeam); later, one an identity provider asserts.
 *
 * better-auth calls back into this service: `send` when it has made a token (the link is written to
 * the outbox with a recorded "auth.verification_email_sent", so it leaves as that commits), and
 * `beforeVerify` once a token checked out, where the user row is changed and "user.email_verified"
 * recorded in one transaction. better-auth then sets the same flag again, which changes nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createEmailVerificationToken, isAPIError } from "better-auth/api";
import type { Executor } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Auth, EmailVerificationHooks } from "#server/lib/better-auth.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { VerificationMailData } from "#server/modules/mail/mail.subscriber.ts";
import { markEmailVerified } from "#server/modules/user/user.repository.ts";
import type { VerificationEmailResult, VerifyEmailResult } from "#shared/schemas/email-verification.ts";

/** How long a confirmation link works. */
export const VERIFICATION_TTL_HOURS = 24;

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
}

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { db, record, now } = deps;
  const calls = new AsyncLocalStorage<CallContext>();
  const expiresInSeconds = VERIFICATION_TTL_HOURS * 3600;

  function linkFor(token: string): string {
    return `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  /** Records the link's sending in `tx`; the mail subscriber writes the e-mail with it. */
  async function queueLink(tx: Executor, user: LinkOwner, token: string, ip: string | null): Promise<void> {
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
      { link: linkFor(token), hours: VERIFICATION_TTL_HOURS } satisfies VerificationMailData,
    );
  }

  const hooks: EmailVerificationHooks = {
    expiresInSeconds,
    async send(user: LinkOwner, token) {
      const ip = calls.getStore()?.ip ?? null;
      await db.transaction((tx) => queueLink(tx, user, token, ip));
    },
    async beforeVerify(user) {
      const ip = calls.getStore()?.ip ?? null;
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
     * A new account's link, written in the sign-up's own transaction `tx` (so the account and its
     * link commit together); nothing when addresses need no confirming. The token is better-auth's,
     * made as `auth.api.sendVerificationEmail` makes it.
     */
    async sendInSignUp(tx: Executor, user: LinkOwner, ip: string | null): Promise<void> {
      if (!deps.required) return;
      const token = await createEmailVerificationToken(deps.secret, user.email, undefined, expiresInSeconds, {
        userId: user.id,
      });
      await queueLink(tx, user, token, ip);
    },

    /**
     * POST /api/auth/verification-email: a new link to the signed-in person's own address (never
     * another), through better-auth's sendVerificationEmail on their session. Says so when the
     * address is confirmed already or needs no confirming.
     */
    async resend(actor: Actor, headers: Headers): Promise<VerificationEmailResult> {
      if (!deps.required) {
        return {
          status: "not_required",
          message: "This server sends no e-mail, so your address needs no confirming.",
        };
      }
      if (actor.user.emailVerified) {
        return { status: "already_verified", message: `Your e-mail address ${actor.email} is already confirmed.` };
      }
      await calls.run({ ip: actor.ip }, () =>
        deps.auth().api.sendVerificationEmail({ body: { email: actor.email }, headers }),
      );
      return {
        status: "sent",
        message: `We sent a new link to ${actor.email}. It works for ${VERIFICATION_TTL_HOURS} hours.`,
      };
    },

    /**
     * POST /api/auth/verify-email: confirms the address the token was made for (better-auth checks
     * its signature, expiry and owner). Using a link again changes nothing and answers the same.
     * 422 VERIFICATION_TOKEN_INVALID for a token that is malformed, forged, expired or whose account
     * is gone.
     */
    async verify(token: string, ip: string | null): Promise<VerifyEmailResult> {
      try {
        await calls.run({ ip }, () => deps.auth().api.verifyEmail({ query: { token } }));
      } catch (error) {
        if (!isAPIError(error)) throw error;
        const expired = (error.body as { code?: unknown } | undefined)?.code === "TOKEN_EXPIRED";
        throw new AppError(
          "VERIFICATION_TOKEN_INVALID",
          expired
            ? "This confirmation link has expired. Sign in and send yourself a new one from the banner at the top of the page."
            : "This confirmation link is not valid. Open the link from the latest e-mail, or sign in and send yourself a new one from the banner at the top of the page.",
        );
      }
      return { emailVerified: true, message: "Your e-mail address is confirmed. You can now invite people." };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
