import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";
import { CATALOGUES, LANGUAGES, SOURCE_LANGUAGE } from "./src/shared/i18n.ts";

/**
 * Lingui's view of the message catalogues (docs/decisions/0026): one JSON file of id → ICU message
 * per language and catalogue, written by hand with explicit ids (no extraction, no macros). The web
 * build compiles a catalogue when a page imports it with `?lingui` (@lingui/vite-plugin); the
 * server compiles the same files at run time.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  fallbackLocales: false,
  catalogs: CATALOGUES.map((name) => ({ path: `<rootDir>/src/locales/{locale}/${name}`, include: [] })),
  format: formatter({ style: "minimal" }),
});
