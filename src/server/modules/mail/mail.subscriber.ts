/**
 * The mail module's in-transaction subscriber (src/server/lib/change-recorder.ts): turns changes
 * that need an e-mail into outbox rows, in the change's own transaction, so the mail commits with
 * the change or not at all. The mailer sends them after commit.
 */
import type { InTxSubscriber } from "#server/lib/change-recorder.ts";
import { recipientLanguage } from "#server/lib/messages.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import type { Language } from "#shared/i18n.ts";
import * as outbox from "./outbox.repository.ts";
import { renderTemplateMail } from "./template-mail.ts";
import { invitationValues } from "./templates.ts";
import { verificationEmail } from "./verification-email.ts";

/** What "invitation.created" carries for its e-mail: `after.email`, and these as transient data. */
export interface InvitationMailData {
  code: string;
  link: string;
  teamName: string;
  inviterName: string;
  /** False when the address had its invitation e-mails for the day: nothing is written. */
  mail: boolean;
}

/**
 * What "auth.verification_email_sent" carries for its e-mail, as transient data (the link holds the
 * token): `language`, the sign-up request's, when a sign-up sends it.
 */
export interface VerificationMailData {
  link: string;
  hours: number;
  language?: Language;
}

function readInvitationData(transient: Readonly<Record<string, unknown>>): InvitationMailData {
  const { code, link, teamName, inviterName, mail } = transient;
  if (typeof code !== "string" || typeof link !== "string") {
    throw new Error("invitation.created needs the code and link as transient data");
  }
  return { code, link, teamName: String(teamName ?? ""), inviterName: String(inviterName ?? ""), mail: mail !== false };
}

/**
 * Writes the mails of invitations (created or resent) and the welcome mail of "member.joined" (a
 * team's creator and everyone who joins; docs/product.md "Notifications and e-mail"). Each is the
 * team's edited template of the recipient's language when it has one (email builder), else the
 * platform's. And the link that confirms an address ("auth.verification_email_sent"): platform
 * mail, written without a team, so it carries no team's name (verification-email.ts).
 *
 * Languages (docs/product.md "Languages"): an invitee has no account yet, so the invitation is in
 * the team's default language; the welcome and the confirmation link follow the person's choice,
 * else the language of the request that made the account (carried as transient `language`), else
 * the team's.
 */
export function createMailSubscriber(deps: { productName: string; appUrl: string }): InTxSubscriber {
  return {
    name: "mail",
    // A resent invitation carries a new code: the same e-mail, with the new code.
    actions: ["invitation.created", "invitation.resent", "member.joined", "auth.verification_email_sent"],
    async handle(tx, change, transient) {
      const to = (change.after as { email?: unknown } | undefined)?.email;
      if (typeof to !== "string") throw new Error(`${change.action} needs after.email`);
      const team = change.teamId ? await teamRepo.findTeam(tx, change.teamId) : null;
      /** The account's language: chosen, else its request's, else its team's. */
      const ownLanguage = async () =>
        change.targetId
          ? recipientLanguage(
              await userRepo.findChosenLanguage(tx, change.targetId),
              transient.language ?? team?.language,
            )
          : recipientLanguage(transient.language, team?.language);
      if (change.action === "auth.verification_email_sent") {
        const { link, hours } = transient;
        if (typeof link !== "string" || typeof hours !== "number") {
          throw new Error("auth.verification_email_sent needs the link and its hours as transient data");
        }
        const email = verificationEmail({ productName: deps.productName, link, hours, language: await ownLanguage() });
        await outbox.insertEmail(tx, { teamId: null, eventSeq: change.seq, to, ...email });
        return;
      }
      if (change.action === "member.joined") {
        const values = {
          recipientName: String(transient.recipientName ?? ""),
          teamName: String(transient.teamName ?? ""),
          productName: deps.productName,
          link: new URL("/dashboard", deps.appUrl).toString(),
        };
        const email = await renderTemplateMail(tx, change.teamId, "welcome", await ownLanguage(), values);
        await outbox.insertEmail(tx, { teamId: change.teamId, eventSeq: change.seq, to, ...email });
        return;
      }
      const data = readInvitationData(transient);
      if (!data.mail) return;
      // The team's own invitation text when a team admin edited it (email builder), else the platform's.
      const values = invitationValues({ productName: deps.productName, ...data });
      const email = await renderTemplateMail(
        tx,
        change.teamId,
        "invite",
        recipientLanguage(null, team?.language),
        values,
      );
      await outbox.insertEmail(tx, { teamId: change.teamId, eventSeq: change.seq, to, ...email });
    },
  };
}
