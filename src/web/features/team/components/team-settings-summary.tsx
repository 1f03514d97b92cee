import { LANGUAGE_NAMES } from "#shared/i18n.ts";
import type { TeamSettings } from "#shared/schemas/team-settings.ts";
import type { DateStyle } from "#shared/time.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * Day names by `weekStartsOn` (0 = Sunday) in the reader's language, standing alone, so capitalised
 * ("Lundi", "Lunes": French and Spanish write them in lower case within a date).
 */
export function weekdayNames(style: DateStyle): string[] {
  return style.weekdays.map((day) => day.charAt(0).toUpperCase() + day.slice(1));
}

/** The team's booking rules, read-only, for members who may not change them. */
export function TeamSettingsSummary({ settings }: { settings: TeamSettings }) {
  const { _ } = useCatalogue("team");
  const weekdays = weekdayNames(useDateStyle());
  const quota = settings.maxActiveBookingsPerMember;
  const rows: [string, string][] = [
    [_("team.settings.name"), settings.name],
    [_("team.settings.timeZone"), settings.timeZone.replaceAll("_", " ")],
    [_("team.settings.weekStart"), weekdays[settings.weekStartsOn] ?? String(settings.weekStartsOn)],
    [_("team.settings.language"), LANGUAGE_NAMES[settings.language]],
    [_("team.settings.summary.hours"), `${settings.businessHoursStart} – ${settings.businessHoursEnd}`],
    [_("team.settings.summary.maxLength"), _("team.settings.summary.minutes", { minutes: settings.maxBookingMinutes })],
    [_("team.settings.summary.horizon"), _("team.settings.summary.daysAhead", { days: settings.horizonDays })],
    [
      _("team.settings.quota"),
      quota === 0 ? _("team.settings.summary.noLimit") : _("team.settings.summary.bookings", { count: quota }),
    ],
    [_("team.settings.summary.notice"), _("team.settings.summary.minutes", { minutes: settings.minNoticeMinutes })],
    [
      _("team.settings.showNames"),
      settings.showBookerNames ? _("team.settings.summary.namesShown") : _("team.settings.summary.namesHidden"),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
