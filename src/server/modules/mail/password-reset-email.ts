/** The password-reset e-mail: the single-use link and how long it lasts, in the reader's language. */
import { translate } from "#server/lib/messages.ts";
import type { Language } from "#shared/i18n.ts";
import { escapeHtml, oneLine, type RenderedEmail } from "./templates.ts";

/** Renders the reset e-mail for `link`, valid `minutes` minutes, in `language`. */
export function passwordResetEmail(input: {
  productName: string;
  link: string;
  minutes: number;
  language: Language;
}): RenderedEmail {
  const productName = oneLine(input.productName);
  const say = (id: Parameters<typeof translate>[1], values = {}) => translate(input.language, id, values);
  const intro = say("email.passwordReset.intro", { productName });
  const choose = say("email.passwordReset.choose");
  const expiry = say("email.passwordReset.expiry", { minutes: input.minutes });
  return {
    subject: say("email.passwordReset.subject", { productName }),
    text: [intro, "", `${choose}: ${input.link}`, "", expiry].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(choose)}</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join("\n"),
    language: input.language,
  };
}
