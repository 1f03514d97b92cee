/**
 * The reader's way of writing dates (src/shared/date-formats.ts), for time.ts's formatters:
 * `formatInZone(at, zone, "EEE, MMM d", useDateStyle())`. Follows the language the page shows,
 * the server render's own included.
 */
import { useLingui } from "@lingui/react";
import { dateStyle } from "#shared/date-formats.ts";
import { isLanguage, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import type { DateStyle } from "#shared/time.ts";

/** The date style of the language `I18nProvider` gives (English until one is active). */
export function useDateStyle(): DateStyle {
  const { i18n } = useLingui();
  return dateStyle(isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);
}
