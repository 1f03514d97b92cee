import { useId, useMemo } from "react";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "#shared/i18n.ts";
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
import { applyLanguageChoice, browserLanguage, useCatalogue } from "#web/lib/i18n.ts";
import { setThemePreference, THEME_PREFERENCES, type ThemePreference, useTheme } from "#web/lib/theme.ts";
import { timeZoneOptions } from "#web/lib/time-zones.ts";
import { toast } from "#web/lib/toast-store.ts";

const THEME_LABELS: Record<ThemePreference, string> = {
  light: "preferences.theme.light",
  dark: "preferences.theme.dark",
  system: "preferences.theme.system",
};
const VIEW_LABELS: Record<CalendarView, string> = {
  day: "preferences.view.day",
  week: "preferences.view.week",
  month: "preferences.view.month",
};

/**
 * /preferences and /settings?tab=preferences: language, theme, display time zone, help tooltips,
 * default calendar view and quick-booking default. Each change is saved at once (and the language
 * and theme shown at once); the server keeps them so they follow the person to another browser.
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
  const { _ } = useCatalogue("preferences");
  const { preference: theme } = useTheme();
  const save = useSavePreferences({
    mutationConfig: {
      onSuccess: () => toast({ title: _("preferences.saved"), variant: "success" }),
      onError: (error) =>
        toast({ title: _("preferences.notSaved"), description: errorMessage(error), variant: "destructive" }),
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
          <CardTitle>{_("preferences.language.title")}</CardTitle>
          <CardDescription id={`${id}-language-hint`}>{_("preferences.language.description")}</CardDescription>
        </CardHeader>
        <div className="grid gap-2 px-5 pb-5 sm:max-w-sm">
          <Label htmlFor={`${id}-language`}>{_("preferences.language.label")}</Label>
          <NativeSelect
            id={`${id}-language`}
            value={preferences.language ?? ""}
            aria-describedby={`${id}-language-hint`}
            onChange={async (e) => {
              const language = (e.target.value || null) as Language | null;
              // The page changes language first, so what the save says is in the new one (offline
              // without its catalogue, it stays as it is and the choice is saved all the same).
              await applyLanguageChoice(language).catch(() => undefined);
              change({ language });
            }}
          >
            <option value="">
              {_("preferences.language.browser", { language: LANGUAGE_NAMES[browserLanguage()] })}
            </option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{_("preferences.appearance.title")}</CardTitle>
          <CardDescription>{_("preferences.appearance.description")}</CardDescription>
        </CardHeader>
        <fieldset className="px-5 pb-5">
          <legend className="mb-3 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {_("preferences.theme.legend")}
          </legend>
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
                {_(THEME_LABELS[value])}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{_("preferences.calendar.title")}</CardTitle>
        </CardHeader>
        <div className="grid gap-5 px-5 pb-5 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-zone`}>{_("preferences.timeZone.label")}</Label>
            <NativeSelect
              id={`${id}-zone`}
              value={preferences.timeZone ?? ""}
              onChange={(e) => change({ timeZone: e.target.value || null })}
              aria-describedby={`${id}-zone-hint`}
            >
              <option value="">
                {teamTimeZone
                  ? _("preferences.timeZone.teamNamed", { zone: teamTimeZone.replaceAll("_", " ") })
                  : _("preferences.timeZone.team")}
              </option>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </NativeSelect>
            <p id={`${id}-zone-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
              {_("preferences.timeZone.hint")}
            </p>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-view`}>{_("preferences.view.label")}</Label>
            <NativeSelect
              id={`${id}-view`}
              value={preferences.defaultCalendarView}
              onChange={(e) => change({ defaultCalendarView: e.target.value as CalendarView })}
            >
              {CALENDAR_VIEWS.map((view) => (
                <option key={view} value={view}>
                  {_(VIEW_LABELS[view])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{_("preferences.help.title")}</CardTitle>
        </CardHeader>
        <div className="grid gap-4 px-5 pb-5">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-tooltips`}>{_("preferences.help.tooltips")}</Label>
            <Switch
              id={`${id}-tooltips`}
              checked={preferences.showHelpTooltips}
              onCheckedChange={(on) => change({ showHelpTooltips: on })}
            />
          </div>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-quick`}>{_("preferences.help.quickBooking")}</Label>
            <Switch
              id={`${id}-quick`}
              checked={preferences.quickBookingDefault}
              onCheckedChange={(on) => change({ quickBookingDefault: on })}
            />
          </div>
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{_("preferences.privacy.title")}</CardTitle>
        </CardHeader>
        <div className="grid gap-1.5 px-5 pb-5">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-hide-name`}>{_("preferences.privacy.hideName")}</Label>
            <Switch
              id={`${id}-hide-name`}
              checked={preferences.hideMyName}
              aria-describedby={`${id}-hide-name-hint`}
              onCheckedChange={(on) => change({ hideMyName: on })}
            />
          </div>
          <p id={`${id}-hide-name-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            {_("preferences.privacy.hideNameHint")}
          </p>
        </div>
      </Card>
    </div>
  );
}
