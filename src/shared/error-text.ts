/**
 * An error's message as the errors catalogue words it (docs/architecture.md "Languages"): kept apart
 * from errors.ts, which carries zod, because the booking and check-in rules that the browser runs
 * on its first page give their violations a text too.
 */

/**
 * An id of the errors catalogue (src/locales/<language>/errors.json) or of the validation catalogue
 * (validation.json, the shared schemas' messages: src/shared/validation-text.ts), as its English
 * file has it.
 */
export type ErrorMessageId =
  | keyof typeof import("#locales/en/errors.json", { with: { type: "json" }})
  | keyof typeof import("#locales/en/validation.json", { with: { type: "json" }});

/**
 * A value of an error's message: a string or number as it is, another message of the catalogue (a
 * span such as "2 hours" in the reader's words), or a yyyy-MM-dd calendar date written with an
 * English date pattern of src/shared/date-formats.ts in the reader's order and month names.
 */
export type ErrorTextValue = string | number | ErrorText | { date: string; pattern: string };

/**
 * An error's message as the errors catalogue words it: its id and the values of its ICU arguments.
 * The server answers it in the reader's language (src/server/lib/messages.ts); the English message
 * beside it says the same in English, word for word.
 */
export interface ErrorText {
  id: ErrorMessageId;
  values?: Record<string, ErrorTextValue>;
}

/**
 * `target` with its message's `text` as a property that is not enumerable: the server reads
 * `target.text` to answer in the reader's language, while the object stays `{ code, message }` as
 * data (in JSON, in spreads and in comparisons), as the web app and the API's checks use it.
 */
export function withText<T extends object>(target: T, text: ErrorText): T & { readonly text: ErrorText } {
  return Object.defineProperty(target, "text", { value: text, enumerable: false }) as T & { readonly text: ErrorText };
}

/**
 * Several messages said one after the other ("A. B. C."), as one text: each worded in the reader's
 * language by its own id. Undefined when any of them has no text (the English message is then
 * answered as it is), or when there are none.
 */
export function sentencesText(texts: readonly (ErrorText | undefined)[]): ErrorText | undefined {
  if (texts.length === 0 || texts.some((text) => text === undefined)) return undefined;
  return (texts as ErrorText[]).reduceRight((rest, first) => ({ id: "errors.sentences", values: { first, rest } }));
}
