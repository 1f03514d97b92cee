/**
 * The one time module (docs/architecture.md "Time"): wall-clock arithmetic in a team's IANA zone on
 * @date-fns/tz, correct across DST changes (23-, 25-, 23.5- and 24.5-hour days). Server and client
 * use it alike. Instants are Date (UTC) or ISO strings; a "date" is a local calendar date yyyy-MM-dd;
 * a "minute" is minutes after local midnight (0..1440).
 *
 * Local times that do not exist (the hour skipped in spring) move forward by the shift (02:30 on a
 * New York spring-forward day is 03:30 EDT); repeated ones (the hour lived twice in autumn) take the
 * first occurrence (01:30 on a New York fall-back day is 01:30 EDT).
 */
import { TZDate, tzOffset } from "@date-fns/tz";
// One module per function: the "date-fns" index loads some 250 modules, 0.7 s of server start.
import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { DATE_PATTERN } from "./constants.ts";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** 24 hours of elapsed time; a local day may be shorter or longer (use localDayRange for those). */
export const DAY_MS = 24 * HOUR_MS;

/** An instant range [start, end) in UTC. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a real yyyy-MM-dd calendar date (2026-02-30 is not). */
export function isDateString(value: string | null | undefined): value is string {
  return realDateParts(value) !== null;
}

/**
 * Local midnight (the browser's or the server's zone) of a real yyyy-MM-dd date (see isDateString);
 * throws RangeError for any other. To show a date, formatCalendarDate formats it directly. Not
 * date-fns's parse: its parser of every pattern would add kilobytes to every page that reads a date.
 */
export function calendarDate(date: string): Date {
  const [year, monthIndex, day] = dateParts(date);
  return new Date(year, monthIndex, day);
}

/** [year, month index 0-11, day] of a real yyyy-MM-dd date; throws RangeError for any other. */
function dateParts(date: string): [number, number, number] {
  const parts = realDateParts(date);
  if (!parts) throw new RangeError(`${date} is not a real calendar date (yyyy-MM-dd).`);
  return parts;
}

/** [year, month index 0-11, day] of `value` when it is a real yyyy-MM-dd date, else null. */
function realDateParts(value: string | null | undefined): [number, number, number] | null {
  // Years 1000-9998 only: year 0000 parses in JavaScript (1 BC) but PostgreSQL has none, and the day
  // after 9999-12-31 has no four-digit year; either would reach the database as a 500.
  if (!value || !DATE_PATTERN.test(value) || value < "1000" || value >= "9999") return null;
  const [year, month, day] = value.split("-").map(Number);
  // In UTC: every calendar date has a UTC midnight, where a zone may skip one (Samoa, 2011-12-30).
  const utc = new Date(Date.UTC(year, month - 1, day));
  const isReal = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return isReal ? [year, month - 1, day] : null;
}

/** The local date (yyyy-MM-dd) of instant `now` in `timeZone`; today by default. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return localDate(now, timeZone);
}

/** Adds `days` calendar days to a yyyy-MM-dd date (no zone involved). */
export function shiftDate(date: string, days: number): string {
  const [year, monthIndex, day] = dateParts(date);
  return new Date(Date.UTC(year, monthIndex, day + days)).toISOString().slice(0, 10);
}

/**
 * The instant of local `date` at `minute` minutes after midnight in `timeZone` (minute may be 1440,
 * the next midnight). Throws RangeError for a date that does not exist. See the header for skipped
 * and repeated local times.
 */
export function zonedInstant(date: string, minute: number, timeZone: string): TZDate {
  const [year, month, day] = dateParts(date);
  // The wall-clock time read as if it were UTC, then corrected by the zone's offset. A zone changes
  // offset at most once in two days, so the offsets a day before and a day after are the only
  // candidates; TZDate alone resolves repeated times differently east and west of UTC.
  const wall = Date.UTC(year, month, day, 0, minute);
  const before = tzOffset(timeZone, new Date(wall - DAY_MS));
  const after = tzOffset(timeZone, new Date(wall + DAY_MS));
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => wall - tzOffset(timeZone, new Date(instant)) * MINUTE_MS === instant);
  // No fit: the time was skipped, so read it with the offset before the change (moves it forward).
  const instant = fits.length > 0 ? Math.min(...fits) : wall - before * MINUTE_MS;
  return new TZDate(instant, timeZone);
}

/** The instants [start, end) of local day `date` in `zone`. Throws RangeError for a date that does not exist. */
export function localDayRange(date: string, zone: string): InstantRange {
  const [year, month, day] = dateParts(date);
  return {
    start: new Date(new TZDate(year, month, day, zone).getTime()),
    end: new Date(new TZDate(year, month, day + 1, zone).getTime()),
  };
}

/**
 * The instants [start, end) of the local week holding `date` in `zone`; weeks start on
 * `weekStartsOn` (0 Sunday .. 6 Saturday, Monday by default). Throws RangeError for a bad date.
 */
export function localWeekRange(date: string, zone: string, weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 = 1): InstantRange {
  const [year, month, day] = dateParts(date);
  const first = startOfWeek(new TZDate(year, month, day, zone), { weekStartsOn });
  return { start: new Date(first.getTime()), end: new Date(addDays(first, 7).getTime()) };
}

/** The instants [start, end) of the local month holding `date` in `zone`. Throws RangeError for a bad date. */
export function localMonthRange(date: string, zone: string): InstantRange {
  const [year, month, day] = dateParts(date);
  const first = startOfMonth(new TZDate(year, month, day, zone));
  return { start: new Date(first.getTime()), end: new Date(addMonths(first, 1).getTime()) };
}

function toInstant(instant: Date | string): number {
  return typeof instant === "string" ? Date.parse(instant) : instant.getTime();
}

/** A local date and time: month 0-11, weekday 0 (Sunday) to 6. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The wall clock in `zone` (IANA or a UTC offset) at `instant`: the zone's offset at that instant
 * (tzOffset: minutes east of UTC, an old local mean time's seconds as a fraction) added to it and
 * read in UTC. Every field is NaN for an invalid instant or zone. One offset lookup where a TZDate
 * makes four or more, and a booking's rules read six wall clocks per request.
 */
export function wallClockOf(instant: Date | string, zone: string): WallClock {
  const at = toInstant(instant);
  const shifted = new Date(at + Math.round(tzOffset(zone, new Date(at)) * 60) * 1000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

/**
 * How one language writes dates (date-formats.ts has German, French and Spanish; English is the
 * default everywhere here): the names of months (from January) and weekdays (from Sunday), full
 * and short, and its equivalent of an English pattern ("EEE, MMM d" is "EEE, d. MMM" in German).
 */
export interface DateStyle {
  months: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  pattern(english: string): string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const ENGLISH_DATES: DateStyle = {
  months: MONTHS,
  monthsShort: MONTHS.map((name) => name.slice(0, 3)),
  weekdays: WEEKDAYS,
  weekdaysShort: WEEKDAYS.map((name) => name.slice(0, 3)),
  pattern: (english) => english,
};
/** Quoted text, then the tokens below (longest first), then any other letter (refused). */
const PATTERN_PART = /'((?:[^']|'')*)'|yyyy|MMMM|MMM|MM|dd|d|EEEE|EEE|HH|mm|ss|[A-Za-z]/g;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * `pattern` with the tokens yyyy, MMMM ("March"), MMM ("Mar"), MM, dd, d, EEEE ("Monday"),
 * EEE ("Mon"), HH, mm, ss (date-fns's meanings; the names of `names`) replaced by `t`'s fields; text in
 * single quotes is literal ('' is a quote, in quotes or not). Not date-fns's `format`: it carries
 * every token of Unicode TR35 and a locale, kilobytes on every page that shows a time;
 * time.test.ts checks this one against it. Throws RangeError for any other letter.
 */
function formatWallClock(t: WallClock, pattern: string, names: DateStyle = ENGLISH_DATES): string {
  return pattern.replace(PATTERN_PART, (part: string, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted === "" ? "'" : quoted.replaceAll("''", "'");
    switch (part) {
      case "yyyy":
        return pad(t.year, 4);
      case "MMMM":
        return names.months[t.month];
      case "MMM":
        return names.monthsShort[t.month];
      case "MM":
        return pad(t.month + 1);
      case "dd":
        return pad(t.day);
      case "d":
        return String(t.day);
      case "EEEE":
        return names.weekdays[t.weekday];
      case "EEE":
        return names.weekdaysShort[t.weekday];
      case "HH":
        return pad(t.hours);
      case "mm":
        return pad(t.minutes);
      case "ss":
        return pad(t.seconds);
      default:
        throw new RangeError(`The date pattern "${pattern}" has an unsupported token "${part}".`);
    }
  });
}

/**
 * Formats an instant as its wall-clock time in `zone`, e.g. "yyyy-MM-dd HH:mm" or "EEE, MMM d"
 * (tokens: formatWallClock), in English or as `style` writes it (date-formats.ts). Throws RangeError
 * for an invalid instant or an unsupported token.
 */
export function formatInZone(
  instant: Date | string,
  zone: string,
  pattern: string,
  style: DateStyle = ENGLISH_DATES,
): string {
  const local = wallClockOf(instant, zone);
  if (Number.isNaN(local.year)) throw new RangeError("Invalid time value");
  return formatWallClock(local, style.pattern(pattern), style);
}

/**
 * Formats a yyyy-MM-dd calendar date, e.g. "d MMM yyyy" (tokens: formatWallClock; the time is
 * midnight), in English or as `style` writes it. No zone is involved. Throws RangeError for a date
 * that does not exist.
 */
export function formatCalendarDate(date: string, pattern: string, style: DateStyle = ENGLISH_DATES): string {
  const [year, month, day] = dateParts(date);
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return formatWallClock(
    { year, month, day, weekday, hours: 0, minutes: 0, seconds: 0 },
    style.pattern(pattern),
    style,
  );
}

/** The local calendar date (yyyy-MM-dd) of an instant. */
export function localDate(instant: Date | string, zone: string): string {
  return formatInZone(instant, zone, "yyyy-MM-dd");
}

/** Minutes after local midnight of an instant (0..1439). */
export function localMinutes(instant: Date | string, zone: string): number {
  const local = wallClockOf(instant, zone);
  return local.hours * 60 + local.minutes;
}

/**
 * The local date (yyyy-MM-dd) and minutes after local midnight (0..1439) of an instant, from one
 * wall-clock read: localDate and localMinutes together. Throws RangeError for an invalid instant.
 */
export function localDateAndMinute(instant: Date | string, zone: string): { date: string; minute: number } {
  const local = wallClockOf(instant, zone);
  if (Number.isNaN(local.year)) throw new RangeError("Invalid time value");
  return { date: formatWallClock(local, "yyyy-MM-dd"), minute: local.hours * 60 + local.minutes };
}

/**
 * Minutes after local midnight of `date` for an instant: below 0 when the instant is on an earlier
 * local day, 1440 when on a later one (for clipping a booking to one day's grid).
 */
export function minuteOfDay(instant: Date | string, date: string, timeZone: string): number {
  const local = localDateAndMinute(instant, timeZone);
  if (local.date < date) return -1;
  if (local.date > date) return 24 * 60;
  return local.minute;
}

/** Local wall-clock time "HH:mm" of an instant. */
export function formatTimeInZone(instant: Date | string, timeZone: string): string {
  return formatInZone(instant, timeZone, "HH:mm");
}

/** "HH:mm" of minutes after midnight (1200 → "20:00", 1440 → "24:00"). */
export function formatMinute(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** A long label such as "Monday, March 9, 2026" for a yyyy-MM-dd date (in `style`'s language). */
export function formatLongDate(date: string, style: DateStyle = ENGLISH_DATES): string {
  return formatCalendarDate(date, "EEEE, MMMM d, yyyy", style);
}

/** A short label such as "Mon, Mar 9 · 09:00–10:00" for a booking's instants in a zone (in `style`'s language). */
export function formatBookingRange(
  start: Date | string,
  end: Date | string,
  timeZone: string,
  style: DateStyle = ENGLISH_DATES,
): string {
  return `${formatInZone(start, timeZone, "EEE, MMM d", style)} · ${formatTimeInZone(start, timeZone)}–${formatTimeInZone(end, timeZone)}`;
}

/**
 * A booking's times as someone in `viewerZone` reads them, when that differs from the team's
 * `timeZone` (docs/product.md "Time": when they differ, times show both): "15:00–16:00", prefixed with the weekday
 * ("Wed 01:00–02:00") when the viewer's start falls on another date. Null when both zones show the
 * same wall-clock times (same zone, or zones with the same offset then), so nothing is repeated.
 */
export function formatViewerRange(
  start: Date | string,
  end: Date | string,
  timeZone: string,
  viewerZone: string,
  style: DateStyle = ENGLISH_DATES,
): string | null {
  const times = (zone: string) => `${formatTimeInZone(start, zone)}–${formatTimeInZone(end, zone)}`;
  const own = times(viewerZone);
  const sameDate = localDate(start, viewerZone) === localDate(start, timeZone);
  if (own === times(timeZone) && sameDate) return null;
  return sameDate ? own : `${formatInZone(start, viewerZone, "EEE", style)} ${own}`;
}

/** Minutes after midnight of an "HH:mm" time ("24:00" is 1440). */
export function clockToMinute(clock: string): number {
  const [hh, mm] = clock.split(":").map(Number);
  return hh * 60 + mm;
}

/** "HH:mm" of a minute of the day (1440 is "24:00"). */
export function minuteToClock(minute: number): string {
  const hh = Math.floor(minute / 60);
  const mm = minute % 60;
  return `${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
}

/**
 * The canonical IANA name of `zone` when this runtime knows it, else null. Offsets such as "+05:00"
 * (which Intl also accepts) are not IANA zones and are refused.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || !/^[A-Za-z]/.test(zone)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return /^[A-Za-z]/.test(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
