/**
 * Whether a person may make the platform mail others (invitations, their resends, template test
 * sends): when mail can leave the machine (SMTP_URL set), only once their own address is confirmed,
 * so a throwaway sign-up with someone else's address cannot send in that person's name
 * (docs/operations.md "Mail limits and e-mail verification"). Without SMTP nothing is sent (the
 * admin copies the link), so nothing needs confirming.
 */
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";

/** What the refusal says: what to do, and where. */
export function emailNotVerifiedMessage(email: string): string {
  return `Confirm your e-mail address first: we sent a link to ${email}. Didn't get it? Send it again from the banner at the top of the page.`;
}

/** Throws 403 EMAIL_NOT_VERIFIED when verification is required and `actor`'s address is not confirmed. */
export function assertMayMailOthers(actor: Actor, verificationRequired: boolean): void {
  if (verificationRequired && !actor.user.emailVerified) {
    throw new AppError("EMAIL_NOT_VERIFIED", emailNotVerifiedMessage(actor.email), {
      id: "errors.verification.required",
      values: { email: actor.email },
    });
  }
}
