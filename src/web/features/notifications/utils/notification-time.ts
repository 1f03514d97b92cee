/**
 * Times of notifications: "Today" and "Earlier" groups by the local day of the user's team zone,
 * and a short relative label ("just now", "5 min ago", "3 h ago", "2 days ago").
 */
import { differenceInCalendarDays } from "date-fns";
import type { Notification } from "#shared/schemas/notification.ts";
import { formatInZone, localDate, MINUTE_MS } from "#shared/time.ts";

export interface NotificationGroup {
  label: "Today" | "Earlier";
  items: Notification[];
}

/** Splits a newest-first list into Today (the local date of `now` in `zone`) and Earlier; empty groups left out. */
export function groupByDay(items: Notification[], zone: string, now: Date): NotificationGroup[] {
  const today = localDate(now, zone);
  const groups: NotificationGroup[] = [
    { label: "Today", items: items.filter((n) => localDate(n.createdAt, zone) === today) },
    { label: "Earlier", items: items.filter((n) => localDate(n.createdAt, zone) !== today) },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** A short label of how long ago `iso` was at `now`. */
export function timeAgo(iso: string, now: Date, zone: string): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / MINUTE_MS);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  const days = differenceInCalendarDays(localDate(now, zone), localDate(iso, zone));
  return days === 1 ? "yesterday" : `${days} days ago`;
}

/** The full time, e.g. "Monday, November 23, 2026 at 14:05" in `zone` (the hover/focus text). */
export function fullTime(iso: string, zone: string): string {
  return formatInZone(iso, zone, "EEEE, MMMM d, yyyy 'at' HH:mm");
}
