import { type DateStyle, ENGLISH_DATES, formatCalendarDate, shiftDate } from "#shared/time.ts";

/** The 7 local dates (yyyy-MM-dd) of the week holding `date`, starting on `weekStartsOn` (0 Sunday). */
export function weekDates(date: string, weekStartsOn: number): string[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const start = shiftDate(date, -((weekday - weekStartsOn + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => shiftDate(start, index));
}

/** "Mon 23" for a yyyy-MM-dd date, or as `style` writes it ("Mo., 23." in German). */
export function shortDayLabel(date: string, style: DateStyle = ENGLISH_DATES): string {
  return formatCalendarDate(date, "EEE d", style);
}
