import type { TeamSettings } from "#shared/schemas/team-settings.ts";

/** Day names by `weekStartsOn` (0 = Sunday). */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function describeQuota(n: number): string {
  return n === 0 ? "No limit" : `${n} ${n === 1 ? "booking" : "bookings"}`;
}

/** The team's booking rules, read-only, for members who may not change them. */
export function TeamSettingsSummary({ settings }: { settings: TeamSettings }) {
  const rows: [string, string][] = [
    ["Team name", settings.name],
    ["Time zone", settings.timeZone.replaceAll("_", " ")],
    ["Week starts on", WEEKDAYS[settings.weekStartsOn] ?? String(settings.weekStartsOn)],
    ["Business hours", `${settings.businessHoursStart} – ${settings.businessHoursEnd}`],
    ["Longest booking", `${settings.maxBookingMinutes} minutes`],
    ["Book up to", `${settings.horizonDays} days ahead`],
    ["Active bookings per member", describeQuota(settings.maxActiveBookingsPerMember)],
    ["Minimum notice", `${settings.minNoticeMinutes} minutes`],
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
