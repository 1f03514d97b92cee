/** The password-reset e-mail: the single-use link and how long it lasts. */
import { escapeHtml, oneLine, type RenderedEmail } from "./templates.ts";

/** Renders the reset e-mail for `link`, valid `minutes` minutes. */
export function passwordResetEmail(input: { productName: string; link: string; minutes: number }): RenderedEmail {
  const product = oneLine(input.productName);
  const subject = `Reset your ${product} password`;
  const text = [
    `Someone asked to reset the password of your ${product} account.`,
    "",
    `Choose a new password here: ${input.link}`,
    "",
    `The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  ].join("\n");
  const html = [
    `<p>Someone asked to reset the password of your ${escapeHtml(product)} account.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>`,
    `<p>The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  ].join("\n");
  return { subject, text, html };
}
