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

/** An unpaired UTF-16 surrogate: with the `u` flag a string is read by code points, so a pair is not one. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Whether `value` (parsed JSON: strings, numbers, arrays, objects) holds a string with an unpaired
 * surrogate anywhere, keys included: half of a character outside the Basic Multilingual Plane (an
 * emoji cut in two), which no keyboard types, and which PostgreSQL's JSON (the audit and the event
 * of every change) cannot hold.
 */
export function hasUnpairedSurrogate(value: unknown): boolean {
  if (typeof value === "string") return UNPAIRED_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasUnpairedSurrogate);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => UNPAIRED_SURROGATE.test(key) || hasUnpairedSurrogate(item));
  }
  return false;
}
