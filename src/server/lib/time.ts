/**
 * Wall-clock arithmetic in a team's IANA time zone (DESIGN.md "Time"), correct across DST changes.
 * Inputs and outputs are Date instants (UTC); "local" means in the given zone.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { DATE_PATTERN } from "../../shared/constants.ts";
import { AppError } from "./app-error.ts";

/** Whether `zone` is an IANA zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instants [start, end) of local day `date` (yyyy-MM-dd) in `zone`; a DST day is 23 or 25 hours.
 * Throws VALIDATION_FAILED (400) for a date that does not exist, e.g. 2026-02-30.
 */
export function localDayRange(date: string, zone: string): { start: Date; end: Date } {
  const [year, month, day] = date.split("-").map(Number);
  const start = new TZDate(year, month - 1, day, 0, 0, 0, zone);
  if (!DATE_PATTERN.test(date) || format(start, "yyyy-MM-dd") !== date) {
    throw new AppError("VALIDATION_FAILED", `date: ${date} is not a real calendar date (yyyy-MM-dd).`, 400);
  }
  const end = new TZDate(year, month - 1, day + 1, 0, 0, 0, zone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The local calendar date (yyyy-MM-dd) of an instant. */
export function localDate(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), "yyyy-MM-dd");
}

/** Minutes after local midnight of an instant (0..1439). */
export function localMinutes(instant: Date, zone: string): number {
  const local = new TZDate(instant.getTime(), zone);
  return local.getHours() * 60 + local.getMinutes();
}

/** Local wall-clock time "HH:mm" of an instant. */
export function localTime(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), "HH:mm");
}

/** "HH:mm" of a number of minutes after midnight (1200 -> "20:00"). */
export function minutesToClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
