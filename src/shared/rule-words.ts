/**
 * A series' rule in words in the reader's language (the recurring catalogue's `recurring.rule.*`
 * messages): "Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026", "Jeden Dienstag und
 * Donnerstag, 09:00–10:30, bis 19. Dez. 2026". The one wording of a rule: the web app's (with a
 * component's `_`), the API's English `summary` and the notifications' (with the server's
 * `translator`, src/server/lib/messages.ts). The English is the spec's, word for word.
 */
import { parseRule, type Rule, type WeekdayCode } from "#shared/recurrence.ts";
import { type DateStyle, formatCalendarDate } from "#shared/time.ts";

/** Words message `id` of the recurring catalogue with `values`: a component's `_`, or the server's `translator`. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

const BYDAY_PART = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

/** A weekday code's index in DateStyle's weekday names (which start on Sunday). */
const WEEKDAY_INDEX: Record<WeekdayCode, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };

/** "Monday" ("Montag", "lundi", "lunes") for a weekday code. */
export function weekdayName(code: WeekdayCode, style: DateStyle): string {
  return style.weekdays[WEEKDAY_INDEX[code]];
}

/** "Mon" ("Mo.", "lun.", "lun") for a weekday code. */
export function weekdayShortName(code: WeekdayCode, style: DateStyle): string {
  return style.weekdaysShort[WEEKDAY_INDEX[code]];
}

/** "A, B and C" in the reader's language. */
function listWords(_: Translate, items: string[]): string {
  if (items.length <= 1) return items.join("");
  return _("recurring.rule.list", { head: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

function weekdayWords(_: Translate, style: DateStyle, days: string[]): string {
  return listWords(
    _,
    days.map((d) => weekdayName(d.slice(-2) as WeekdayCode, style)),
  );
}

/** "first Tuesday", "last Friday": a weekday numbered within its month. */
function numberedWeekday(_: Translate, pos: number, day: string): string {
  return pos < 0
    ? _("recurring.rule.nthFromLast", { nth: String(-pos), day })
    : _("recurring.rule.nth", { nth: String(pos), day });
}

function cadence(_: Translate, style: DateStyle, rule: Rule, startDate: string): string {
  const interval = rule.interval;
  const plainDays = rule.byDay.filter((d) => BYDAY_PART.exec(d)?.[1] === undefined);
  const weekdays: WeekdayCode[] = ["MO", "TU", "WE", "TH", "FR"];
  const isWorkweek = plainDays.length === 5 && weekdays.every((d) => plainDays.includes(d));
  if (rule.freq === "DAILY") {
    if (isWorkweek && interval === 1) return _("recurring.rule.everyWeekday");
    return rule.byDay.length > 0
      ? _("recurring.rule.dailyOn", { interval, days: weekdayWords(_, style, rule.byDay) })
      : _("recurring.rule.daily", { interval });
  }
  if (rule.freq === "WEEKLY") {
    if (isWorkweek && interval === 1) return _("recurring.rule.everyWeekday");
    const days =
      rule.byDay.length > 0 ? weekdayWords(_, style, rule.byDay) : formatCalendarDate(startDate, "EEEE", style);
    return _("recurring.rule.weekly", { interval, days });
  }
  if (rule.byDay.length > 0) {
    const numbered = rule.byDay.map((d) => {
      const n = BYDAY_PART.exec(d)?.[1];
      const pos = n !== undefined ? Number(n) : rule.bySetPos[0];
      const day = weekdayName(d.slice(-2) as WeekdayCode, style);
      return pos === undefined ? day : numberedWeekday(_, pos, day);
    });
    return _("recurring.rule.monthlyOnWeekdays", { interval, days: listWords(_, numbered) });
  }
  const days = rule.byMonthDay.length > 0 ? rule.byMonthDay : [Number(startDate.slice(8, 10))];
  const dayWords = days.map((d) => _("recurring.rule.monthDay", { day: d === -1 ? "last" : String(d) }));
  return _("recurring.rule.monthlyOnDays", { interval, days: listWords(_, dayWords) });
}

/**
 * The rule in words: its cadence, the local times "HH:mm" and its end ("until 19 Dec 2026", "10
 * times", or none for a series with no end).
 */
export function ruleWords(
  _: Translate,
  style: DateStyle,
  rule: Rule,
  startDate: string,
  startTime: string,
  endTime: string,
): string {
  const values = { cadence: cadence(_, style, rule, startDate), start: startTime, end: endTime };
  if (rule.until !== null) {
    return _("recurring.rule.summaryUntil", { ...values, date: formatCalendarDate(rule.until, "d MMM yyyy", style) });
  }
  if (rule.count !== null) return _("recurring.rule.summaryCount", { ...values, count: rule.count });
  return _("recurring.rule.summary", values);
}

/** A series' rule in words in the reader's language; its stored (English) summary if its rule cannot be read. */
export function seriesWords(
  _: Translate,
  style: DateStyle,
  series: { rrule: string; startDate: string; startTime: string; endTime: string; summary: string },
): string {
  const parsed = parseRule(series.rrule);
  if (!parsed.ok) return series.summary;
  return ruleWords(_, style, parsed.rule, series.startDate, series.startTime, series.endTime);
}
