import { useEffect } from "react";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { applyQuickBookingDefault } from "#web/lib/quick-booking.ts";
import { getThemePreference, setThemePreference } from "#web/lib/theme.ts";

/**
 * Brings this browser in line with the preferences stored on the server (docs/product.md
 * "Preferences and layouts": they follow the person to another browser; the local `theme` key is
 * the offline copy, applied before first paint, as the language cookie is for the language). A
 * person who chose no language and whose browser speaks none of Officely's sees their team's.
 */
export function usePreferencesSync(): void {
  const { data } = usePreferences();
  const theme = data?.theme;
  const quickBooking = data?.quickBookingDefault;
  const language = data?.language;
  const teamLanguage = useCurrentUser().team?.language;
  useEffect(() => {
    if (theme && theme !== getThemePreference()) setThemePreference(theme);
  }, [theme]);
  useEffect(() => {
    if (quickBooking !== undefined) applyQuickBookingDefault(quickBooking);
  }, [quickBooking]);
  useEffect(() => {
    if (language !== undefined) void applyLanguageChoice(language, teamLanguage);
  }, [language, teamLanguage]);
}
