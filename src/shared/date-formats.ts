/**
 * Dates in each language Officely speaks (docs/architecture.md "Languages"): the month and weekday
 * names (CLDR's, as the browsers' Intl gives them) and each language's order for the patterns the
 * app uses. Plain tables rather than Intl.DateTimeFormat: the server's pages, e-mails and the
 * browser's first render format dates with no locale data to load (docs/architecture.md "Languages",
 * the first render uses no Intl). Times are 24-hour in all four languages, as the spec's English is.
 */
import type { Language } from "./i18n.ts";
import { type DateStyle, ENGLISH_DATES } from "./time.ts";

/** The app's English patterns (tokens: time.ts formatInZone) as German, French and Spanish order them. */
const PATTERNS: Record<string, Record<Exclude<Language, "en">, string>> = {
  "d MMM": { de: "d. MMM", fr: "d MMM", es: "d MMM" },
  "d MMM yyyy": { de: "d. MMM yyyy", fr: "d MMM yyyy", es: "d MMM yyyy" },
  "d MMM yyyy, HH:mm": { de: "d. MMM yyyy, HH:mm", fr: "d MMM yyyy, HH:mm", es: "d MMM yyyy, HH:mm" },
  "MMM d": { de: "d. MMM", fr: "d MMM", es: "d MMM" },
  "MMM d, yyyy": { de: "d. MMM yyyy", fr: "d MMM yyyy", es: "d MMM yyyy" },
  "MMM d, yyyy HH:mm": { de: "d. MMM yyyy, HH:mm", fr: "d MMM yyyy, HH:mm", es: "d MMM yyyy, HH:mm" },
  "MMM d, HH:mm": { de: "d. MMM, HH:mm", fr: "d MMM, HH:mm", es: "d MMM, HH:mm" },
  "MMMM d": { de: "d. MMMM", fr: "d MMMM", es: "d 'de' MMMM" },
  "MMMM yyyy": { de: "MMMM yyyy", fr: "MMMM yyyy", es: "MMMM 'de' yyyy" },
  "EEE d": { de: "EEE, d.", fr: "EEE d", es: "EEE d" },
  "EEE d MMM": { de: "EEE, d. MMM", fr: "EEE d MMM", es: "EEE, d MMM" },
  "EEE, MMM d": { de: "EEE, d. MMM", fr: "EEE d MMM", es: "EEE, d MMM" },
  "EEE, MMM d, yyyy": { de: "EEE, d. MMM yyyy", fr: "EEE d MMM yyyy", es: "EEE, d MMM yyyy" },
  "EEE, MMM d · HH:mm": { de: "EEE, d. MMM · HH:mm", fr: "EEE d MMM · HH:mm", es: "EEE, d MMM · HH:mm" },
  "EEE d MMM, HH:mm": { de: "EEE, d. MMM, HH:mm", fr: "EEE d MMM, HH:mm", es: "EEE, d MMM, HH:mm" },
  "EEE d MMM yyyy, HH:mm": {
    de: "EEE, d. MMM yyyy, HH:mm",
    fr: "EEE d MMM yyyy, HH:mm",
    es: "EEE, d MMM yyyy, HH:mm",
  },
  "EEEE, MMMM d": { de: "EEEE, d. MMMM", fr: "EEEE d MMMM", es: "EEEE, d 'de' MMMM" },
  "EEEE d MMMM yyyy": { de: "EEEE, d. MMMM yyyy", fr: "EEEE d MMMM yyyy", es: "EEEE, d 'de' MMMM 'de' yyyy" },
  "EEEE, MMMM d, yyyy": { de: "EEEE, d. MMMM yyyy", fr: "EEEE d MMMM yyyy", es: "EEEE, d 'de' MMMM 'de' yyyy" },
  "EEEE, MMMM d, yyyy 'at' HH:mm": {
    de: "EEEE, d. MMMM yyyy 'um' HH:mm",
    fr: "EEEE d MMMM yyyy 'à' HH:mm",
    es: "EEEE, d 'de' MMMM 'de' yyyy, HH:mm",
  },
};

/** Each language's names, CLDR's "format" forms (fr and es write them in lower case). */
const NAMES: Record<Exclude<Language, "en">, Omit<DateStyle, "pattern">> = {
  de: {
    months: [
      "Januar",
      "Februar",
      "März",
      "April",
      "Mai",
      "Juni",
      "Juli",
      "August",
      "September",
      "Oktober",
      "November",
      "Dezember",
    ],
    monthsShort: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
    weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    weekdaysShort: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
  },
  fr: {
    months: [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ],
    monthsShort: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
    weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    weekdaysShort: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
  },
  es: {
    months: [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ],
    monthsShort: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    weekdaysShort: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
  },
};

const STYLES: Record<Language, DateStyle> = {
  en: ENGLISH_DATES,
  de: { ...NAMES.de, pattern: (english) => PATTERNS[english]?.de ?? english },
  fr: { ...NAMES.fr, pattern: (english) => PATTERNS[english]?.fr ?? english },
  es: { ...NAMES.es, pattern: (english) => PATTERNS[english]?.es ?? english },
};

/**
 * How `language` writes dates, for time.ts's formatters (`formatInZone(at, zone, "EEE, MMM d",
 * dateStyle("de"))` is "Mo., 9. März"). A pattern this module does not know keeps the English
 * order with the language's names.
 */
export function dateStyle(language: Language): DateStyle {
  return STYLES[language];
}

/** The English patterns this module orders per language (date-formats.test.ts checks the app's). */
export const LOCALISED_PATTERNS: readonly string[] = Object.keys(PATTERNS);
