/**
 * E-mail templates. User text (names, team names) is made safe for each place it goes: one line in
 * subjects and text (no CR/LF, so it cannot forge header lines or paragraphs), HTML-escaped in HTML
 * bodies, and quoted everywhere (“Ada” invited you to join “Acme”), so whatever a name says reads as
 * the quotation it is, not as our words.
 */
import { INVITE_TTL_DAYS } from "#shared/constants.ts";
import type { Language } from "#shared/i18n.ts";
import { templateDefinition } from "./email-template-registry.ts";
import { renderEmail } from "./render-email.ts";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The language it is written in (the outbox keeps it for the footer). */
  language: Language;
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

/** The invite template's variable values (email-template-registry.ts); the invitation is single use. */
export function invitationValues(input: InvitationEmailInput): Record<string, string> {
  return { ...input, expiresInDays: String(INVITE_TTL_DAYS) };
}

/** The invitation e-mail as shipped (no team override): the magic link and the code, valid INVITE_TTL_DAYS days. */
export async function invitationEmail(input: InvitationEmailInput): Promise<RenderedEmail> {
  const definition = templateDefinition("invite");
  return renderEmail(definition, definition, invitationValues(input));
}
