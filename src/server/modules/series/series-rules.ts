/**
 * The rules of a series request, each a small named function throwing a coded AppError:
 * a valid supported RRULE (SERIES_RULE_INVALID), an end not before the start (SERIES_RULE_INVALID),
 * a first date not before today, at least one date, and at most SERIES_OCCURRENCES_MAX dates inside
 * the booking horizon (SERIES_TOO_MANY). All 422.
 */
import { AppError } from "#server/lib/app-error.ts";
import { formatShortDate, parseRule, type Rule, SERIES_OCCURRENCES_MAX } from "#shared/recurrence.ts";
import type { DueDates } from "./series-dates.ts";

/** A date as formatShortDate writes it, in the reader's language (the errors catalogue's date value). */
const shortDate = (date: string) => ({ date, pattern: "d MMM yyyy" });

/** The parsed rule of `text`; throws SERIES_RULE_INVALID with the parser's message (in English). */
export function assertValidRule(text: string): Rule {
  const parsed = parseRule(text);
  if (!parsed.ok)
    throw new AppError("SERIES_RULE_INVALID", `The repeat rule is not valid: ${parsed.message}`, {
      id: "errors.series.ruleInvalid",
      values: { detail: parsed.message },
    });
  return parsed.rule;
}

/** Throws SERIES_RULE_INVALID when UNTIL lies before the first date. */
export function assertEndsAfterStart(rule: Rule, startDate: string): void {
  if (rule.until !== null && rule.until < startDate) {
    throw new AppError(
      "SERIES_RULE_INVALID",
      `The series ends on ${formatShortDate(rule.until)}, before its first date ${formatShortDate(startDate)}. Choose a later end date.`,
      { id: "errors.series.endsBeforeStart", values: { until: shortDate(rule.until), start: shortDate(startDate) } },
    );
  }
}

/**
 * Throws SERIES_RULE_INVALID for a first date before `today` (team-local): its past dates could never
 * be booked, and each would only pad the report with "in the past" skips.
 */
export function assertStartsNotInPast(startDate: string, today: string): void {
  if (startDate < today) {
    throw new AppError(
      "SERIES_RULE_INVALID",
      `The first date ${formatShortDate(startDate)} is in the past. Choose today (${formatShortDate(today)}) or a later date.`,
      { id: "errors.series.startsInPast", values: { start: shortDate(startDate), today: shortDate(today) } },
    );
  }
}

/** Throws SERIES_TOO_MANY above SERIES_OCCURRENCES_MAX dates in the horizon, SERIES_RULE_INVALID for none. */
export function assertReasonableCount(due: DueDates, horizonDays: number): void {
  if (due.inHorizon > SERIES_OCCURRENCES_MAX) {
    throw new AppError(
      "SERIES_TOO_MANY",
      `This rule makes more than ${SERIES_OCCURRENCES_MAX} bookings within the ${horizonDays}-day booking horizon. Repeat less often or set an end.`,
      { id: "errors.series.tooMany", values: { max: SERIES_OCCURRENCES_MAX, days: horizonDays } },
    );
  }
  if (due.slots.length === 0 && due.laterCount === 0 && !due.endless) {
    throw new AppError(
      "SERIES_RULE_INVALID",
      "The rule gives no dates from the start date on. Check the days and the end.",
      { id: "errors.series.noDates" },
    );
  }
}

/** Minutes after midnight of a local "HH:mm". */
export function minuteOfTime(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}
