/**
 * The e-mail that confirms an address (docs/operations.md "Mail limits and e-mail verification"):
 * the link and how long it works, in the reader's language. Platform mail: it carries nothing the
 * account's owner chose (no name, no team name), so a sign-up with someone else's address cannot put
 * words in their inbox.
 */
import { translate } from "#server/lib/messages.ts";
import type { Language } from "#shared/i18n.ts";
import { linkEmail } from "./link-email.ts";
import { oneLine, type RenderedEmail } from "./templates.ts";

/** Renders the confirmation e-mail for `link`, valid `hours` hours, in `language`. */
export function verificationEmail(input: {
  productName: string;
  link: string;
  hours: number;
  language: Language;
}): RenderedEmail {
  const { link, hours, language } = input;
  const productName = oneLine(input.productName);
  return linkEmail({
    subject: translate(language, "email.verification.subject", { productName }),
    intro: translate(language, "email.verification.intro", { productName }),
    action: translate(language, "email.verification.confirm"),
    expiry: translate(language, "email.verification.expiry", { hours }),
    link,
    language,
  });
}
