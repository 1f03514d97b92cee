/**
 * Lingui's `_` over catalogues of src/locales in one language, compiled at run time: for unit tests
 * of code that words its messages with the `_` a component passes it (docs/architecture.md
 * "Languages").
 */
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Catalogue, Language } from "#shared/i18n.ts";

const SOURCES = import.meta.glob<Record<string, string>>("../../locales/*/*.json", { eager: true, import: "default" });

/** `_` of `language` over `catalogues` (their messages merged, the later winning). */
export function readerIn(language: Language, ...catalogues: Catalogue[]): I18n["_"] {
  const messages = Object.assign({}, ...catalogues.map((c) => SOURCES[`../../locales/${language}/${c}.json`]));
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n._.bind(i18n);
}
