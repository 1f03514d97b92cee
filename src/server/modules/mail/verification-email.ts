/**
 * The e-mail that confirms an address (docs/operations.md "Mail limits and e-mail verification"):
 * the link and how long it works, in the reader's language. Platform mail: it carries nothing the
 * account's owner chose (no name, no team name), so a sign-up with someone else's address cannot put
 * words in their inbox.
 */
import { translate } from "#server/lib/messages.ts";
import type { Language } from "#shared/i18n.ts";
import { escapeHtml, oneLine, type RenderedEmail } from "./templates.ts";

/** Renders the confirmation e-mail for `link`, valid `hours` hours, in `language`. */
export function verificationEmail(input: {
  productName: string;
  link: string;
  hours: number;
  language: Language;
}): RenderedEmail {
  const productName = oneLine(input.productName);
  const say = (id: Parameters<typeof translate>[1], values = {}) => translate(input.language, id, values);
  const intro = say("email.verification.intro", { productName });
  const confirm = say("email.verification.confirm");
  const expiry = say("email.verification.expiry", { hours: input.hours });
  return {
    subject: say("email.verification.subject", { productName }),
    text: [intro, "", `${confirm}: ${input.link}`, "", expiry].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(confirm)}</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join("\n"),
    language: input.language,
  };
}
