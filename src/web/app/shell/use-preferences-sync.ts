import { useEffect } from "react";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { applyQuickBookingDefault } from "#web/lib/quick-booking.ts";
import { getThemePreference, setThemePreference } from "#web/lib/theme.ts";

/**
 * Brings this browser in line with the preferences stored on the server (docs/product.md
 * "Preferences and layouts": they follow the person to another browser; the local `theme` key is
 * the offline copy, applied before first paint).
 */
export function usePreferencesSync(): void {
  const { data } = usePreferences();
  const theme = data?.theme;
  const quickBooking = data?.quickBookingDefault;
  useEffect(() => {
    if (theme && theme !== getThemePreference()) setThemePreference(theme);
  }, [theme]);
  useEffect(() => {
    if (quickBooking !== undefined) applyQuickBookingDefault(quickBooking);
  }, [quickBooking]);
}
