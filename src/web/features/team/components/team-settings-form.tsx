import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { LANGUAGE_NAMES, LANGUAGES } from "#shared/i18n.ts";
import {
  type TeamSettings,
  type TeamSettingsFormValues,
  teamSettingsFormSchema,
} from "#shared/schemas/team-settings.ts";
import { TWO_FACTOR_POLICIES } from "#shared/two-factor.ts";
import { TimeZoneSelect } from "#web/components/time-zone-select.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useUpdateTeamSettings } from "#web/features/team/api/update-team-settings.ts";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { browserTimeZone } from "#web/lib/time-zones.ts";
import { toast } from "#web/lib/toast-store.ts";
import { weekdayNames } from "./team-settings-summary.tsx";

/** "HH:mm" on the 15-minute grid from `first` to `last` minutes. */
function clockOptions(first: number, last: number): string[] {
  const list: string[] = [];
  for (let m = first; m <= last; m += 15) {
    list.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return list;
}
const START_OPTIONS = clockOptions(0, 23 * 60 + 45);
const END_OPTIONS = clockOptions(15, 24 * 60);

/** Which field a server refusal belongs to (the server names it by its code). */
const FIELD_OF_CODE: Record<string, keyof TeamSettingsFormValues> = {
  INVALID_TIME_ZONE: "timeZone",
  END_BEFORE_START: "businessHoursEnd",
};

/** The team admin's form of the booking rules (PATCH /api/team/settings); a refusal sits by its field. */
export function TeamSettingsForm({ settings }: { settings: TeamSettings }) {
  const { _ } = useCatalogue("team");
  const weekdays = weekdayNames(useDateStyle());
  const update = useUpdateTeamSettings();
  const form = useForm<TeamSettingsFormValues, unknown, z.output<typeof teamSettingsFormSchema>>({
    resolver: zodResolver(teamSettingsFormSchema),
    defaultValues: settings,
  });
  const { errors, isDirty } = form.formState;
  const browserZone = useMemo(() => browserTimeZone(), []);
  const zone = form.watch("timeZone");

  useEffect(() => {
    form.reset(settings);
  }, [settings, form]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast({
          title: _("team.settings.saved"),
          description: _("team.settings.savedDescription"),
          variant: "success",
        });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
        form.setError(field ?? "root", { message: errorMessage(error, _("team.settings.notSaved")) });
      },
    });
  });

  const numberField = (
    name: "maxBookingMinutes" | "horizonDays" | "maxActiveBookingsPerMember" | "minNoticeMinutes",
    id: string,
    label: string,
    hint: string,
    bounds: { min: number; max: number; step?: number },
  ) => (
    <FormField
      id={id}
      label={label}
      error={errors[name]?.message}
      describedBy={`${id}-hint`}
      hint={
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      }
    >
      {(control) => (
        <Input
          type="number"
          inputMode="numeric"
          {...bounds}
          {...control}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={_("team.settings.title")}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="settings-name" label={_("team.settings.name")} error={errors.name?.message}>
          {(control) => <Input autoComplete="organization" {...control} {...form.register("name")} />}
        </FormField>
        <FormField
          id="settings-time-zone"
          label={_("team.settings.timeZone")}
          error={errors.timeZone?.message}
          describedBy="settings-time-zone-hint"
          hint={
            <p id="settings-time-zone-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
              {_("team.settings.timeZoneHint")}
              {zone && zone !== browserZone
                ? ` ${_("team.settings.browserZone", { zone: browserZone.replaceAll("_", " ") })}`
                : ""}
            </p>
          }
        >
          {(control) => (
            <TimeZoneSelect include={[settings.timeZone, browserZone]} {...control} {...form.register("timeZone")} />
          )}
        </FormField>
        <FormField id="settings-week-start" label={_("team.settings.weekStart")} error={errors.weekStartsOn?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("weekStartsOn", { setValueAs: (v) => Number(v) })}>
              {weekdays.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="settings-language"
          label={_("team.settings.language")}
          error={errors.language?.message}
          describedBy="settings-language-hint"
          hint={
            <p id="settings-language-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
              {_("team.settings.languageHint")}
            </p>
          }
        >
          {(control) => (
            <NativeSelect {...control} {...form.register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField
            id="settings-hours-start"
            label={_("team.settings.hoursStart")}
            error={errors.businessHoursStart?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("businessHoursStart")}>
                {START_OPTIONS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="settings-hours-end"
            label={_("team.settings.hoursEnd")}
            error={errors.businessHoursEnd?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("businessHoursEnd")}>
                {END_OPTIONS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField
          id="settings-two-factor"
          label={_("team.settings.twoFactor")}
          error={errors.twoFactorPolicy?.message}
          describedBy="settings-two-factor-hint"
          hint={
            <p id="settings-two-factor-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
              {_("team.settings.twoFactorHint")}
            </p>
          }
        >
          {(control) => (
            <NativeSelect {...control} {...form.register("twoFactorPolicy")}>
              {TWO_FACTOR_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {_(`team.settings.twoFactor.${policy}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {numberField(
          "maxBookingMinutes",
          "settings-max-length",
          _("team.settings.maxLength"),
          _("team.settings.maxLengthHint"),
          { min: 15, max: 1440, step: 15 },
        )}
        {numberField("horizonDays", "settings-horizon", _("team.settings.horizon"), _("team.settings.horizonHint"), {
          min: 1,
          max: 730,
        })}
        {numberField(
          "maxActiveBookingsPerMember",
          "settings-quota",
          _("team.settings.quota"),
          _("team.settings.quotaHint"),
          { min: 0, max: 1000 },
        )}
        {numberField("minNoticeMinutes", "settings-notice", _("team.settings.notice"), _("team.settings.noticeHint"), {
          min: 0,
          max: 10080,
        })}
        <div className="grid gap-1.5 sm:col-span-2">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="settings-show-names">{_("team.settings.showNames")}</Label>
            <Controller
              control={form.control}
              name="showBookerNames"
              render={({ field }) => (
                <Switch
                  id="settings-show-names"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby="settings-show-names-hint"
                />
              )}
            />
          </div>
          <p id="settings-show-names-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            {_("team.settings.showNamesHint")}
          </p>
        </div>
      </div>
      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => form.reset(settings)}>
          {_("team.settings.reset")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          <Save aria-hidden="true" />
          {update.isPending ? _("team.saving") : _("team.settings.save")}
        </Button>
      </div>
    </form>
  );
}
