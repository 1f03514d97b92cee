/**
 * Times of notifications: "Today" and "Earlier" groups by the local day of the user's team zone,
 * and a short relative label ("just now", "5 min ago", "3 h ago", "2 days ago").
 */
import { differenceInCalendarDays } from "date-fns";
import type { Notification } from "#shared/schemas/notification.ts";
import { type DateStyle, formatInZone, localDate, MINUTE_MS } from "#shared/time.ts";

export interface NotificationGroup {
  /** The group's key; GROUP_LABELS has its message id. */
  label: "Today" | "Earlier";
  items: Notification[];
}

/** The message id of each group's heading. */
export const GROUP_LABELS: Record<NotificationGroup["label"], string> = {
  Today: "notifications.group.today",
  Earlier: "notifications.group.earlier",
};

/** Splits a newest-first list into Today (the local date of `now` in `zone`) and Earlier; empty groups left out. */
export function groupByDay(items: Notification[], zone: string, now: Date): NotificationGroup[] {
  const today = localDate(now, zone);
  const groups: NotificationGroup[] = [
    { label: "Today", items: items.filter((n) => localDate(n.createdAt, zone) === today) },
    { label: "Earlier", items: items.filter((n) => localDate(n.createdAt, zone) !== today) },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** Lingui's `_` of the notifications catalogue (`useCatalogue("notifications")`). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * A short label of how long ago `iso` was at `now`, in `_`'s language. Its messages have a plain
 * `{count}` and no plural: the dashboard's notifications widget shows them on its first render,
 * which uses no Intl (docs/architecture.md "Languages"), and no language needs one here (minutes
 * and hours are abbreviated, one day ago is "yesterday").
 */
export function timeAgo(iso: string, now: Date, zone: string, _: Translate): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / MINUTE_MS);
  if (minutes < 1) return _("notifications.time.justNow");
  if (minutes < 60) return _("notifications.time.minutesAgo", { count: minutes });
  if (minutes < 24 * 60) return _("notifications.time.hoursAgo", { count: Math.floor(minutes / 60) });
  const days = differenceInCalendarDays(localDate(now, zone), localDate(iso, zone));
  return days === 1 ? _("notifications.time.yesterday") : _("notifications.time.daysAgo", { count: days });
}

/**
 * The full time, e.g. "Monday, November 23, 2026 at 14:05" in `zone` (the hover/focus text), in
 * `style`'s language.
 */
export function fullTime(iso: string, zone: string, style?: DateStyle): string {
  return formatInZone(iso, zone, "EEEE, MMMM d, yyyy 'at' HH:mm", style);
}
