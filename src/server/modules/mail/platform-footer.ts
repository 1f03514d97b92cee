/**
 * The platform's footer on every e-mail sent on behalf of a team (an outbox row with a team): who
 * sent it, through which product, and where the recipient reports abuse. The mailer adds it as the
 * message leaves (mailer.ts), outside the template's blocks, so no template a team edits, and no
 * module that writes mail, can leave it out (docs/operations.md "Mail limits and e-mail
 * verification"). The team's name is user text: on one line, quoted and HTML-escaped (templates.ts).
 */
import { translate } from "#server/lib/messages.ts";
import type { Language } from "#shared/i18n.ts";
import { escapeHtml, quoted } from "./templates.ts";

export interface FooterInput {
  /** The sending team's name; null when the team is gone (its mail is deleted with it, so rarely). */
  teamName: string | null;
  productName: string;
  /** `{APP_URL}/report-abuse/{outbox email id}`. */
  reportUrl: string;
  /** The message's language: the footer is written in it. */
  language: Language;
}

/** The page where the recipient of outbox message `id` reports it. */
export function reportAbuseUrl(appUrl: string, id: string): string {
  return `${appUrl}/report-abuse/${encodeURIComponent(id)}`;
}

function sentBy(input: FooterInput): string {
  const { language, productName } = input;
  return input.teamName === null
    ? translate(language, "email.footer.sentByUnknown", { productName })
    : translate(language, "email.footer.sentBy", { team: quoted(input.teamName), productName });
}

function reportAbuse(input: FooterInput): string {
  return translate(input.language, "email.footer.reportAbuse");
}

/** The plain-text part with the footer after a separator line. */
export function footerText(text: string, input: FooterInput): string {
  return `${text.replace(/\s+$/, "")}\n\n--\n${sentBy(input)}.\n${reportAbuse(input)}: ${input.reportUrl}\n`;
}

/** The HTML part with the footer as the body's last element (appended when there is no </body>). */
export function footerHtml(html: string, input: FooterInput): string {
  const footer =
    `<p style="color:#52525b;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;` +
    `font-size:12px;line-height:18px;margin:16px auto 24px;max-width:600px;text-align:center">` +
    `${escapeHtml(sentBy(input))} · ` +
    `<a href="${escapeHtml(input.reportUrl)}" style="color:#52525b;text-decoration:underline">${escapeHtml(reportAbuse(input))}</a></p>`;
  const end = html.toLowerCase().lastIndexOf("</body>");
  return end < 0 ? `${html}\n${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`;
}
