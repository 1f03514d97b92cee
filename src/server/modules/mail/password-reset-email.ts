/** The password-reset e-mail: the single-use link and how long it lasts, in the reader's language. */
import { translate } from "#server/lib/messages.ts";
import type { Language } from "#shared/i18n.ts";
import { linkEmail } from "./link-email.ts";
import { oneLine, type RenderedEmail } from "./templates.ts";

/** Renders the reset e-mail for `link`, valid `minutes` minutes, in `language`. */
export function passwordResetEmail(input: {
  productName: string;
  link: string;
  minutes: number;
  language: Language;
}): RenderedEmail {
  const { link, minutes, language } = input;
  const productName = oneLine(input.productName);
  return linkEmail({
    subject: translate(language, "email.passwordReset.subject", { productName }),
    intro: translate(language, "email.passwordReset.intro", { productName }),
    action: translate(language, "email.passwordReset.choose"),
    expiry: translate(language, "email.passwordReset.expiry", { minutes }),
    link,
    language,
  });
}
