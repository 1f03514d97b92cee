import { shiftDate } from "#shared/time.ts";

const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The 7 local dates (yyyy-MM-dd) of the week holding `date`, starting on `weekStartsOn` (0 Sunday). */
export function weekDates(date: string, weekStartsOn: number): string[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const start = shiftDate(date, -((weekday - weekStartsOn + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => shiftDate(start, index));
}

/** "Mon 23" for a yyyy-MM-dd date. */
export function shortDayLabel(date: string): string {
  return `${SHORT_WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${Number(date.slice(8))}`;
}
