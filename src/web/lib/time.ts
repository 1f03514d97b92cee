import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse } from "date-fns";
import { DATE_PATTERN } from "../../shared/constants.ts";

/** Today's date (yyyy-MM-dd) in the given IANA zone. */
export function todayInZone(timeZone: string): string {
  return format(TZDate.tz(timeZone), "yyyy-MM-dd");
}

/** Whether `value` is a real yyyy-MM-dd date. */
export function isDateString(value: string | null | undefined): value is string {
  if (!value || !DATE_PATTERN.test(value)) return false;
  return isValid(parse(value, "yyyy-MM-dd", new Date()));
}

/** Adds days to a yyyy-MM-dd date (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  return format(addDays(parse(date, "yyyy-MM-dd", new Date()), days), "yyyy-MM-dd");
}

/** The instant of local `date` + `minute` (minutes after local midnight) in `timeZone`. */
export function zonedInstant(date: string, minute: number, timeZone: string): TZDate {
  const [y, m, d] = date.split("-").map(Number);
  return new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, 0, 0, timeZone);
}

/** Minutes after local midnight of `date` in `timeZone` for an ISO instant (<0 before the day, >=1440 after). */
export function minuteOfDay(iso: string, date: string, timeZone: string): number {
  const local = new TZDate(new Date(iso).getTime(), timeZone);
  const localDate = format(local, "yyyy-MM-dd");
  if (localDate < date) return -1;
  if (localDate > date) return 24 * 60;
  return local.getHours() * 60 + local.getMinutes();
}

/** "HH:mm" for minutes after midnight. */
export function formatMinute(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** "HH:mm" of an instant in a zone. */
export function formatTimeInZone(iso: string, timeZone: string): string {
  return format(new TZDate(new Date(iso).getTime(), timeZone), "HH:mm");
}

/** A long date label such as "Monday, March 9, 2026" for yyyy-MM-dd. */
export function formatLongDate(date: string): string {
  return format(parse(date, "yyyy-MM-dd", new Date()), "EEEE, MMMM d, yyyy");
}

/** A short label such as "Mon, Mar 9 · 09:00–10:00" for a booking in a zone. */
export function formatBookingRange(startISO: string, endISO: string, timeZone: string): string {
  const s = new TZDate(new Date(startISO).getTime(), timeZone);
  return `${format(s, "EEE, MMM d")} · ${formatTimeInZone(startISO, timeZone)}–${formatTimeInZone(endISO, timeZone)}`;
}
