/**
 * The e-mail that tells a super admin about an abuse report: which team's mail, to whom, its subject,
 * the reporter's comment, and where to review it. Every value from outside (team name, subject,
 * comment) is quoted or escaped as in templates.ts: a comment cannot pose as our words or add HTML.
 */
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

export function abuseReportEmail(input: AbuseReportEmailInput): RenderedEmail {
  const team = input.teamName === null ? "no team" : quoted(input.teamName);
  const subject = `Abuse report: an e-mail sent by ${team} via ${oneLine(input.productName)}`;
  const comment = input.comment === null ? null : input.comment.split(/\r?\n/).map(oneLine).join("\n");
  const text = [
    `Someone reported an e-mail sent on behalf of ${team} as abuse.`,
    "",
    `To: ${oneLine(input.to)}`,
    `Subject: ${quoted(input.subject)}`,
    `Comment: ${comment === null ? "(none)" : `\n${comment}`}`,
    "",
    `Review the reports: ${input.reviewUrl}`,
    ...(input.teamUrl ? [`The team: ${input.teamUrl}`] : []),
  ].join("\n");
  const html = [
    `<p>Someone reported an e-mail sent on behalf of ${escapeHtml(team)} as abuse.</p>`,
    `<p>To: ${escapeHtml(input.to)}<br>Subject: ${escapeHtml(quoted(input.subject))}</p>`,
    comment === null
      ? "<p>Comment: (none)</p>"
      : `<p>Comment:<br>${comment.split("\n").map(escapeHtml).join("<br>")}</p>`,
    `<p><a href="${escapeHtml(input.reviewUrl)}">Review the reports</a>${
      input.teamUrl ? ` · <a href="${escapeHtml(input.teamUrl)}">The team</a>` : ""
    }</p>`,
  ].join("\n");
  return { subject: oneLine(subject), text, html };
}
