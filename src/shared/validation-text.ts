/**
 * A schema's validation message in the reader's language (docs/architecture.md "Languages"). The
 * shared zod schemas keep their messages in English, word for word as the API has always answered
 * them, and the validation catalogue (src/locales/<language>/validation.json) holds each of them as
 * an ICU message whose arguments stand for the parts that vary ("Must be at most {max} characters").
 * A message is matched back to its catalogue message here, so the web app's field errors and the
 * server's validation answers word it in the reader's language without every schema naming ids.
 */
import english from "#locales/en/validation.json" with { type: "json" };
import type { ErrorText, ErrorTextValue } from "./error-text.ts";

/** An id of the validation catalogue, as its English file has it. */
export type ValidationMessageId = keyof typeof english;

interface Pattern {
  id: ValidationMessageId;
  args: string[];
  regex: RegExp;
}

const ARGUMENT = /\{(\w+)\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let patterns: Pattern[] | undefined;
let fragments: Map<string, ValidationMessageId> | undefined;

/**
 * Each English message as a pattern, the ones with fewer arguments first: "Name must be at most
 * {max} characters" is tried before "{field} must be at most {max} characters", so a message is
 * matched to the catalogue message written for it rather than to a general one.
 */
function compile(): Pattern[] {
  const all = Object.entries(english).map(([id, message]) => {
    const parts = message.split(ARGUMENT);
    const args = parts.filter((_, index) => index % 2 === 1);
    const source = parts.map((part, index) => (index % 2 === 1 ? "(.+?)" : escapeRegex(part))).join("");
    return { id: id as ValidationMessageId, args, regex: new RegExp(`^${source}$`, "s") };
  });
  fragments = new Map(all.filter((p) => p.args.length === 0).map((p) => [english[p.id], p.id]));
  return all.sort((a, b) => a.args.length - b.args.length);
}

/**
 * The validation catalogue's message that `message` (an English message of a shared schema) is, with
 * the values its arguments stood for; a value that is itself a message of the catalogue (a field's
 * label such as "Booking horizon") is given as that message, so it is worded too. Undefined for a
 * message the catalogue does not have (zod's own, or one the server wrote).
 */
export function validationText(message: string): ErrorText | undefined {
  patterns ??= compile();
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Record<string, ErrorTextValue> = {};
    pattern.args.forEach((arg, index) => {
      const value = match[index + 1];
      const fragment = fragments?.get(value);
      values[arg] = fragment ? { id: fragment } : value;
    });
    return pattern.args.length === 0 ? { id: pattern.id } : { id: pattern.id, values };
  }
  return undefined;
}
