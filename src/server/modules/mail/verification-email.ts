/**
 * The e-mail that confirms an address (docs/operations.md "Mail limits and e-mail verification"):
 * the link and how long it works. Platform mail: it carries nothing the account's owner chose (no
 * name, no team name), so a sign-up with someone else's address cannot put words in their inbox.
 */
import { escapeHtml, oneLine, type RenderedEmail } from "./templates.ts";

/** Renders the confirmation e-mail for `link`, valid `hours` hours. */
export function verificationEmail(input: { productName: string; link: string; hours: number }): RenderedEmail {
  const product = oneLine(input.productName);
  const subject = `Confirm your e-mail address for ${product}`;
  const text = [
    `Someone created a ${product} account with this e-mail address, or asked for a new confirmation link.`,
    "",
    `Confirm that the address is yours: ${input.link}`,
    "",
    `The link works for ${input.hours} hours. If you did not ask for it, ignore this e-mail: nothing is sent in your name until the address is confirmed.`,
  ].join("\n");
  const html = [
    `<p>Someone created a ${escapeHtml(product)} account with this e-mail address, or asked for a new confirmation link.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Confirm that the address is yours</a></p>`,
    `<p>The link works for ${input.hours} hours. If you did not ask for it, ignore this e-mail: nothing is sent in your name until the address is confirmed.</p>`,
  ].join("\n");
  return { subject, text, html };
}
