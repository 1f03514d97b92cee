/**
 * Recurrence rules of series (docs/product.md "Recurring bookings and templates"), shared by the
 * server and the web form. A rule is the RRULE part of RFC 5545 (FREQ, INTERVAL, BYDAY, BYMONTHDAY,
 * BYSETPOS, COUNT, UNTIL, WKST); DTSTART is the series' first local date. The `rrule` library expands
 * it over *floating* dates: every date is a UTC midnight standing for that calendar day, so no zone
 * or DST enters the expansion; the local start time is applied per date afterwards (src/shared/time.ts
 * zonedInstant), which keeps 09:00 at 09:00 across DST changes.
 */
// rrule ships CommonJS to Node (no named exports there) and ESM to the bundler: take whichever holds RRule.
import * as rruleModule from "rrule";
import { formatCalendarDate, isDateString } from "./time.ts";

const rrule = (("RRule" in rruleModule ? rruleModule : (rruleModule as { default?: unknown }).default) ??
  rruleModule) as typeof rruleModule;

/** Most occurrences a series may have, and most inside the booking horizon for an endless one. */
export const SERIES_OCCURRENCES_MAX = 500;

export const RULE_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export type RuleFrequency = (typeof RULE_FREQUENCIES)[number];
export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** A validated rule, in normalised parts. `until` is a local date (inclusive). */
export interface Rule {
  freq: RuleFrequency;
  interval: number;
  /** Weekdays, with an optional ordinal for MONTHLY ("2TU", "-1FR"). */
  byDay: string[];
  byMonthDay: number[];
  bySetPos: number[];
  count: number | null;
  until: string | null;
  wkst: WeekdayCode | null;
}

export type RuleParse = { ok: true; rule: Rule } | { ok: false; message: string };

const ALLOWED_KEYS = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYSETPOS", "COUNT", "UNTIL", "WKST"]);
const BYDAY_PART = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

function intList(value: string, min: number, max: number): number[] | null {
  const parts = value.split(",").map((p) => (/^[+-]?\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return parts.every((n) => Number.isInteger(n) && n !== 0 && n >= min && n <= max) ? parts : null;
}

/** UNTIL as a local date: yyyyMMdd, or a date-time whose date part is taken. */
function untilDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return isDateString(date) ? date : null;
}

/**
 * Parses and validates an RRULE text (with or without the "RRULE:" prefix). Returns the rule, or a
 * message a person can act on: unknown or repeated parts, FREQ other than DAILY/WEEKLY/MONTHLY,
 * COUNT above SERIES_OCCURRENCES_MAX, both COUNT and UNTIL, malformed values.
 */
export function parseRule(text: string): RuleParse {
  const fail = (message: string): RuleParse => ({ ok: false, message });
  const body = text.trim().replace(/^RRULE:/i, "");
  if (body === "") return fail("The rule is empty. Give at least FREQ, e.g. FREQ=WEEKLY;BYDAY=TU.");
  if (/[\r\n]/.test(body) || /DTSTART/i.test(body)) {
    return fail("Give only the RRULE part; the series' first date is its start date (no DTSTART).");
  }
  const parts = new Map<string, string>();
  for (const piece of body.split(";")) {
    const [key, value, extra] = piece.split("=");
    const name = (key ?? "").trim().toUpperCase();
    if (!value || extra !== undefined) return fail(`"${piece}" is not a KEY=VALUE part of an RRULE.`);
    if (!ALLOWED_KEYS.has(name)) {
      return fail(`${name} is not supported; use FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS, COUNT or UNTIL.`);
    }
    if (parts.has(name)) return fail(`${name} is given twice.`);
    parts.set(name, value.trim().toUpperCase());
  }
  const freq = parts.get("FREQ");
  if (!freq) return fail("The rule needs FREQ (DAILY, WEEKLY or MONTHLY).");
  if (!(RULE_FREQUENCIES as readonly string[]).includes(freq)) {
    return fail(`FREQ=${freq} is not supported: a series repeats DAILY, WEEKLY or MONTHLY.`);
  }
  const interval = parts.has("INTERVAL") ? intList(parts.get("INTERVAL") ?? "", 1, 99) : [1];
  if (interval?.length !== 1) return fail("INTERVAL must be a whole number from 1 to 99.");
  const byDay = parts.has("BYDAY") ? (parts.get("BYDAY") ?? "").split(",") : [];
  for (const day of byDay) {
    const match = BYDAY_PART.exec(day);
    if (!match) return fail(`BYDAY value ${day} is not a weekday (MO, TU, WE, TH, FR, SA, SU).`);
    if (match[1] && (freq !== "MONTHLY" || Math.abs(Number(match[1])) > 5 || Number(match[1]) === 0)) {
      return fail(`BYDAY ${day}: a numbered weekday (1st to 5th, or -1 for the last) is for MONTHLY rules.`);
    }
  }
  const byMonthDay = parts.has("BYMONTHDAY") ? intList(parts.get("BYMONTHDAY") ?? "", -31, 31) : [];
  if (!byMonthDay) return fail("BYMONTHDAY must list days of the month from 1 to 31 (or -1 for the last).");
  const bySetPos = parts.has("BYSETPOS") ? intList(parts.get("BYSETPOS") ?? "", -5, 5) : [];
  if (!bySetPos) return fail("BYSETPOS must list positions from 1 to 5 (or -1 for the last).");
  if (bySetPos.length > 0 && byDay.length === 0) return fail("BYSETPOS needs BYDAY.");
  let count: number | null = null;
  if (parts.has("COUNT")) {
    const value = parts.get("COUNT") ?? "";
    count = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(count) || count < 1) return fail("COUNT must be a whole number of occurrences.");
    if (count > SERIES_OCCURRENCES_MAX) {
      return fail(`COUNT=${count} is too many: a series has at most ${SERIES_OCCURRENCES_MAX} occurrences.`);
    }
  }
  const until = parts.has("UNTIL") ? untilDate(parts.get("UNTIL") ?? "") : null;
  if (parts.has("UNTIL") && !until) return fail("UNTIL must be a date such as 20261219.");
  if (count !== null && until !== null) return fail("Give COUNT or UNTIL, not both.");
  const wkst = parts.get("WKST") ?? null;
  if (wkst !== null && !(WEEKDAY_CODES as readonly string[]).includes(wkst)) return fail("WKST must be a weekday.");
  return {
    ok: true,
    rule: {
      freq: freq as RuleFrequency,
      interval: interval[0],
      byDay,
      byMonthDay,
      bySetPos,
      count,
      until,
      wkst: wkst as WeekdayCode | null,
    },
  };
}

/** The RRULE text of a rule (canonical order; UNTIL as yyyyMMdd). */
export function formatRule(rule: Rule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.join(",")}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
  if (rule.bySetPos.length > 0) parts.push(`BYSETPOS=${rule.bySetPos.join(",")}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll("-", "")}`);
  if (rule.wkst !== null) parts.push(`WKST=${rule.wkst}`);
  return parts.join(";");
}

const floating = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The rule's dates from `startDate` (DTSTART, inclusive) up to `through` (inclusive; null: the
 * rule's own end, which must then be bounded by COUNT or UNTIL), at most `limit` of them (pass one
 * more than you accept to detect "too many"). With `after`, only dates after it are returned and
 * counted against `limit` (COUNT still counts from DTSTART), so a series running for years keeps
 * finding its new dates. Dates are local calendar dates yyyy-MM-dd.
 */
export function ruleDates(
  rule: Rule,
  startDate: string,
  through: string | null,
  limit: number,
  after: string | null = null,
): string[] {
  const expansion = new rrule.RRule({
    ...rrule.RRule.parseString(formatRule(rule)),
    dtstart: floating(startDate),
  });
  const dates: string[] = [];
  const last = through === null ? null : floating(through).getTime();
  expansion.all((instant) => {
    if (last !== null && instant.getTime() > last) return false;
    if (dates.length >= limit) return false;
    const date = dateOf(instant);
    if (after === null || date > after) dates.push(date);
    return true;
  });
  return dates;
}

/** "8 Dec 2026" for a yyyy-MM-dd date. */
export function formatShortDate(date: string): string {
  return formatCalendarDate(date, "d MMM yyyy");
}
