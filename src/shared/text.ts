/**
 * Rules for user-supplied text. A single-line field (a name, a title, an office name) must not carry
 * control characters: CR/LF would let a name inject lines into an e-mail or a log, and NUL, escape
 * codes, line/paragraph separators and bidirectional overrides can disguise what a reader sees.
 */

/** C0 and C1 controls (tab, CR, LF included), DEL, U+2028/U+2029, and bidi embeddings/overrides/isolates. */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE = "must be a single line without control characters (line breaks, tabs)";

/** Whether text fits a single-line field. */
export function isSingleLine(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}
