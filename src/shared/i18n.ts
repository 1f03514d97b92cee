/**
 * The languages Officely speaks and how one is chosen (docs/product.md "Languages";
 * docs/decisions/0026): English is the source of every catalogue, German, French and Spanish are
 * complete translations of it. Shared by server, web and the catalogue checks.
 */

/** The languages, as BCP 47 primary subtags; English first, the source. */
export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = "en";

/** Each language's name in itself, as a language menu shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
};

/**
 * The message catalogues, one per feature: src/locales/<language>/<catalogue>.json, each id
 * starting with the catalogue's name and a dot. A page loads the catalogues it shows with its code;
 * "email" is the server's alone (src/server/lib/messages.ts).
 */
export const CATALOGUES = [
  "abuse",
  "account",
  "admin",
  "analytics",
  "audit",
  "auth",
  "bookings",
  "calendar",
  "common",
  "dashboard",
  "email",
  "errors",
  "landing",
  "notifications",
  "offices",
  "onboarding",
  "platform",
  "preferences",
  "recurring",
  "settings",
  "shell",
  "team",
  "validation",
] as const;
export type Catalogue = (typeof CATALOGUES)[number];

/** Whether `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `tags` (BCP 47 language tags in order of preference, such as `navigator.languages`
 * or a parsed Accept-Language) that Officely speaks, matched on the primary subtag ("de-AT" is
 * German); null when none is.
 */
export function matchLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The file of dist/web holding the prerendered landing page in `language` (scripts/prerender.ts):
 * landing.html in English, landing.de.html and so on; the server sends the reader's.
 */
export function landingPageFile(language: Language): string {
  return language === SOURCE_LANGUAGE ? "landing.html" : `landing.${language}.html`;
}
