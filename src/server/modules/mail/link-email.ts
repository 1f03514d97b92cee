/**
 * The shape of the platform's one-link e-mails (address confirmation, password reset): a sentence
 * saying why it came, the link with its action as text, and how long it works. Values in the
 * texts are already worded; the link and texts are escaped for HTML here.
 */
import type { Language } from "#shared/i18n.ts";
import { escapeHtml, type RenderedEmail } from "./templates.ts";

/** The e-mail of `link`: `intro`, then "`action`: link" (a link named `action` in HTML), then `expiry`. */
export function linkEmail(input: {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  link: string;
  language: Language;
}): RenderedEmail {
  const { subject, intro, action, expiry, link, language } = input;
  return {
    subject,
    text: [intro, "", `${action}: ${link}`, "", expiry].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join("\n"),
    language,
  };
}
