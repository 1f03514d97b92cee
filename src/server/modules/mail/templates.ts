/**
 * E-mail templates. User text (names, team names) is made safe for each place it goes: one line in
 * subjects and text (no CR/LF, so it cannot forge header lines or paragraphs), HTML-escaped in HTML
 * bodies, and quoted everywhere (“Ada” invited you to join “Acme”), so whatever a name says reads as
 * the quotation it is, not as our words.
 */
import { INVITE_TTL_DAYS } from "#shared/constants.ts";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `value` on one line: control characters (CR, LF, tab, ...) become spaces, runs collapse. */
export function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `value` on one line and safe inside HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return oneLine(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** `value` on one line between curly quotes; its own curly quotes become straight ones so it cannot close ours. */
export function quoted(value: string): string {
  return `“${oneLine(value).replace(/[“”]/g, '"')}”`;
}

export interface InvitationEmailInput {
  productName: string;
  teamName: string;
  inviterName: string;
  code: string;
  link: string;
}

/** The invitation e-mail: the magic link and the code, valid INVITE_TTL_DAYS days, single use. */
export function invitationEmail(input: InvitationEmailInput): RenderedEmail {
  // The product name is the operator's (PRODUCT_NAME), not user text: not quoted.
  const product = oneLine(input.productName);
  const team = quoted(input.teamName);
  const inviter = quoted(input.inviterName);
  const text = [
    `${inviter} invited you to join ${team} on ${product}.`,
    "",
    `Join here: ${input.link}`,
    `Or enter the invitation code ${input.code} on the Join Existing Team form.`,
    "",
    `The invitation expires in ${INVITE_TTL_DAYS} days and can be used once.`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(team)}</strong> on ${escapeHtml(product)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Join ${escapeHtml(team)}</a></p>`,
    `<p>Or enter the invitation code <code>${escapeHtml(input.code)}</code> on the Join Existing Team form.</p>`,
    `<p>The invitation expires in ${INVITE_TTL_DAYS} days and can be used once.</p>`,
  ].join("\n");
  return { subject: `You're invited to join ${team} on ${product}`, text, html };
}
