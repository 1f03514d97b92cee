/**
 * The server's messages in the reader's language (docs/architecture.md "Languages";
 * docs/decisions/0026): the errors and validation catalogues (src/locales/<language>/errors.json,
 * validation.json), the same JSON the web app uses, the e-mail catalogue (email.json: e-mails,
 * notification sentences, the e-mail templates' shipped texts) and the recurring catalogue the web
 * app shares (a series' rule in words, src/shared/rule-words.ts), compiled here at run time by
 * Lingui's compiler (@lingui/message-utils `compileMessage`), once per language on first use, and
 * worded by a Lingui `i18n` of that language (`setupI18n`, `i18n._(id, values)`).
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import deEmail from "#locales/de/email.json" with { type: "json" };
import de from "#locales/de/errors.json" with { type: "json" };
import deRecurring from "#locales/de/recurring.json" with { type: "json" };
import deValidation from "#locales/de/validation.json" with { type: "json" };
import enEmail from "#locales/en/email.json" with { type: "json" };
import en from "#locales/en/errors.json" with { type: "json" };
import enRecurring from "#locales/en/recurring.json" with { type: "json" };
import enValidation from "#locales/en/validation.json" with { type: "json" };
import esEmail from "#locales/es/email.json" with { type: "json" };
import es from "#locales/es/errors.json" with { type: "json" };
import esRecurring from "#locales/es/recurring.json" with { type: "json" };
import esValidation from "#locales/es/validation.json" with { type: "json" };
import frEmail from "#locales/fr/email.json" with { type: "json" };
import fr from "#locales/fr/errors.json" with { type: "json" };
import frRecurring from "#locales/fr/recurring.json" with { type: "json" };
import frValidation from "#locales/fr/validation.json" with { type: "json" };
import { dateStyle } from "#shared/date-formats.ts";
import type { ErrorMessageId, ErrorText, ErrorTextValue } from "#shared/error-text.ts";
import { isLanguage, type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import type { Translate } from "#shared/rule-words.ts";
import { formatCalendarDate } from "#shared/time.ts";

/** An id of the e-mail catalogue (src/locales/<language>/email.json), as its English file has it. */
export type EmailMessageId = keyof typeof enEmail;

/** An id of the recurring catalogue (src/locales/<language>/recurring.json). */
type RecurringMessageId = keyof typeof enRecurring;

/** An id the server words: of the errors, e-mail or recurring catalogue. */
export type MessageId = ErrorMessageId | EmailMessageId | RecurringMessageId;

/** Each language's catalogues as written: id → ICU message. */
const SOURCES: Record<Language, Partial<Record<MessageId, string>>> = {
  en: { ...en, ...enValidation, ...enEmail, ...enRecurring },
  de: { ...de, ...deValidation, ...deEmail, ...deRecurring },
  fr: { ...fr, ...frValidation, ...frEmail, ...frRecurring },
  es: { ...es, ...esValidation, ...esEmail, ...esRecurring },
};

const compiled = new Map<Language, I18n>();

/** Every message of `language`'s catalogue, compiled to Lingui's arrays. */
function compile(language: Language): Messages {
  return Object.fromEntries(Object.entries(SOURCES[language]).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * The `i18n` of `language`, its catalogue compiled at its first use. A message the language lacks
 * (the catalogue test forbids it) is answered in English rather than as its id.
 */
function i18nOf(language: Language): I18n {
  let i18n = compiled.get(language);
  if (!i18n) {
    const source = language === SOURCE_LANGUAGE ? {} : i18nOf(SOURCE_LANGUAGE).messages;
    i18n = setupI18n({ locale: language, messages: { [language]: { ...source, ...compile(language) } } });
    compiled.set(language, i18n);
  }
  return i18n;
}

/**
 * Lingui's `_` turns `\uXXXX` and `\xXX` written out in its result into the characters they name,
 * which would rewrite a value such as an office called "Room \u0041" or the NUL message's "\u0000".
 * A string value with a backslash is therefore passed as a placeholder of private-use characters
 * and put back afterwards.
 */
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/**
 * Message `id` of the errors or e-mail catalogue in `language` with `values` for its arguments (a nested
 * message and a calendar date are worded in the same language first). The messages of a language
 * are compiled at its first call.
 */
export function translate(language: Language, id: MessageId, values: ErrorText["values"] = {}): string {
  const kept: string[] = [];
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    const worded = wordValue(language, value);
    if (typeof worded === "string" && worded.includes("\\")) {
      kept.push(worded);
      resolved[name] = `\uE000${kept.length - 1}\uE001`;
    } else {
      resolved[name] = worded;
    }
  }
  const message = i18nOf(language)._(id, resolved);
  return kept.length === 0 ? message : message.replace(PLACEHOLDER, (_, index: string) => kept[Number(index)]);
}

/**
 * `translate` in `language` as a `(id, values) => string`, the shape shared wording code takes
 * (src/shared/rule-words.ts `Translate`); ids outside the server's catalogues come back as
 * themselves, as Lingui answers an unknown id.
 */
export function translator(language: Language): Translate {
  return (id, values) => translate(language, id as MessageId, values);
}

/** `text` (an error's id and values) in `language`. */
export function translateText(language: Language, text: ErrorText): string {
  return translate(language, text.id, text.values);
}

function wordValue(language: Language, value: ErrorTextValue): string | number {
  if (typeof value !== "object") return value;
  if ("id" in value) return translate(language, value.id, value.values);
  return formatCalendarDate(value.date, value.pattern, dateStyle(language));
}

/**
 * The language a person's e-mails and notifications are written in (docs/product.md "Languages"):
 * the one they chose in Preferences (`chosen`, as stored), else their team's default language, else
 * English. A person who follows their browser has no language the server can see when it writes to
 * them, so the team's stands in.
 */
export function recipientLanguage(chosen: unknown, teamLanguage: unknown): Language {
  if (isLanguage(chosen)) return chosen;
  return isLanguage(teamLanguage) ? teamLanguage : SOURCE_LANGUAGE;
}
