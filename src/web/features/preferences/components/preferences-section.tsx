import { useId, useMemo } from "react";
import {
  CALENDAR_VIEWS,
  type CalendarView,
  type UpdateUserPreferences,
  type UserPreferences,
} from "#shared/schemas/preferences.ts";
import { Card, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { useSavePreferences } from "#web/lib/api/user/update-preferences.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { setThemePreference, THEME_PREFERENCES, type ThemePreference, useTheme } from "#web/lib/theme.ts";
import { timeZoneOptions } from "#web/lib/time-zones.ts";
import { toast } from "#web/lib/toast-store.ts";

const THEME_LABELS: Record<ThemePreference, string> = { light: "Light", dark: "Dark", system: "System" };
const VIEW_LABELS: Record<CalendarView, string> = { day: "Day View", week: "Week View", month: "Month View" };

/**
 * /preferences and /settings?tab=preferences: theme, display time zone, help tooltips,
 * default calendar view and quick-booking default. Each change is saved at once (and the theme
 * shown at once); the server keeps them so they follow the person to another browser.
 */
export function PreferencesSection({ teamTimeZone }: { teamTimeZone: string | null }) {
  const query = usePreferences();
  return (
    <QueryState query={query}>
      {(prefs) => <PreferencesForm preferences={prefs} teamTimeZone={teamTimeZone} />}
    </QueryState>
  );
}

function PreferencesForm({ preferences, teamTimeZone }: { preferences: UserPreferences; teamTimeZone: string | null }) {
  const id = useId();
  const { preference: theme } = useTheme();
  const save = useSavePreferences({
    mutationConfig: {
      onSuccess: () => toast({ title: "Preferences saved", variant: "success" }),
      onError: (error) =>
        toast({ title: "Preferences not saved", description: errorMessage(error), variant: "destructive" }),
    },
  });
  const change = (patch: UpdateUserPreferences) => save.mutate(patch);
  const zones = useMemo(
    () => timeZoneOptions(preferences.timeZone, teamTimeZone),
    [preferences.timeZone, teamTimeZone],
  );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>System follows your device's light or dark setting.</CardDescription>
        </CardHeader>
        <fieldset className="px-5 pb-5">
          <legend className="mb-3 text-sm font-medium text-zinc-800 dark:text-zinc-200">Theme</legend>
          <div className="flex flex-wrap gap-2">
            {THEME_PREFERENCES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-zinc-200 px-3 py-2 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 dark:border-zinc-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950"
              >
                <input
                  type="radio"
                  name={`${id}-theme`}
                  value={value}
                  checked={theme === value}
                  onChange={() => {
                    setThemePreference(value);
                    change({ theme: value });
                  }}
                  className="accent-indigo-600"
                />
                {THEME_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Time and calendar</CardTitle>
        </CardHeader>
        <div className="grid gap-5 px-5 pb-5 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-zone`}>Display time zone</Label>
            <NativeSelect
              id={`${id}-zone`}
              value={preferences.timeZone ?? ""}
              onChange={(e) => change({ timeZone: e.target.value || null })}
              aria-describedby={`${id}-zone-hint`}
            >
              <option value="">Team time zone{teamTimeZone ? ` (${teamTimeZone.replaceAll("_", " ")})` : ""}</option>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </NativeSelect>
            <p id={`${id}-zone-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
              Calendars show times in the team's time zone and name this one beside it when it differs.
            </p>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-view`}>Default calendar view</Label>
            <NativeSelect
              id={`${id}-view`}
              value={preferences.defaultCalendarView}
              onChange={(e) => change({ defaultCalendarView: e.target.value as CalendarView })}
            >
              {CALENDAR_VIEWS.map((view) => (
                <option key={view} value={view}>
                  {VIEW_LABELS[view]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Help and booking</CardTitle>
        </CardHeader>
        <div className="grid gap-4 px-5 pb-5">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-tooltips`}>Show help tooltips</Label>
            <Switch
              id={`${id}-tooltips`}
              checked={preferences.showHelpTooltips}
              onCheckedChange={(on) => change({ showHelpTooltips: on })}
            />
          </div>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-quick`}>Quick booking on by default</Label>
            <Switch
              id={`${id}-quick`}
              checked={preferences.quickBookingDefault}
              onCheckedChange={(on) => change({ quickBookingDefault: on })}
            />
          </div>
        </div>
      </Card>
    </div>
  );
}
