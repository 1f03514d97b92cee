/**
 * The e-mail that tells a super admin about an abuse report: which team's mail, to whom, its subject,
 * the reporter's comment, and where to review it. Every value from outside (team name, subject,
 * comment) is quoted or escaped as in templates.ts: a comment cannot pose as our words or add HTML.
 * Written in each super admin's language (their choice, else English).
 */
import { type EmailMessageId, translate } from "#server/lib/messages.ts";
import type { Language } from "#shared/i18n.ts";
import { escapeHtml, oneLine, quoted, type RenderedEmail } from "./templates.ts";

export interface AbuseReportEmailInput {
  productName: string;
  teamName: string | null;
  to: string;
  subject: string;
  comment: string | null;
  /** The super-admin list of reports. */
  reviewUrl: string;
  /** The team's super-admin page, when there is a team. */
  teamUrl: string | null;
}

/** The report's e-mail to a super admin, in `language` (theirs). */
export function abuseReportEmail(input: AbuseReportEmailInput, language: Language): RenderedEmail {
  const say = (id: EmailMessageId, values: Record<string, string> = {}) => translate(language, id, values);
  const team = input.teamName === null ? say("email.abuse.noTeam") : quoted(input.teamName);
  const subject = say("email.abuse.subject", { team, productName: oneLine(input.productName) });
  const intro = say("email.abuse.intro", { team });
  const to = say("email.abuse.to", { to: oneLine(input.to) });
  const subjectLine = say("email.abuse.subjectLine", { subject: quoted(input.subject) });
  const comment = input.comment === null ? null : input.comment.split(/\r?\n/).map(oneLine).join("\n");
  const review = say("email.abuse.review");
  const theTeam = say("email.abuse.team");
  const text = [
    intro,
    "",
    to,
    subjectLine,
    comment === null ? say("email.abuse.noComment") : `${say("email.abuse.comment")}\n${comment}`,
    "",
    `${review}: ${input.reviewUrl}`,
    ...(input.teamUrl ? [`${theTeam}: ${input.teamUrl}`] : []),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(to)}<br>${escapeHtml(subjectLine)}</p>`,
    comment === null
      ? `<p>${escapeHtml(say("email.abuse.noComment"))}</p>`
      : `<p>${escapeHtml(say("email.abuse.comment"))}<br>${comment.split("\n").map(escapeHtml).join("<br>")}</p>`,
    `<p><a href="${escapeHtml(input.reviewUrl)}">${escapeHtml(review)}</a>${
      input.teamUrl ? ` · <a href="${escapeHtml(input.teamUrl)}">${escapeHtml(theTeam)}</a>` : ""
    }</p>`,
  ].join("\n");
  return { subject: oneLine(subject), text, html, language };
}
