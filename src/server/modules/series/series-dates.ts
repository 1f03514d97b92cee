/**
 * The dates and instants of a series, pure: the rule's local dates (src/shared/recurrence.ts)
 * turned into instants at the series' local start time in the team's zone (src/shared/time.ts), so
 * 09:00 stays 09:00 across DST; the booking horizon bounds what is placed now.
 */
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { type Rule, ruleDates, SERIES_OCCURRENCES_MAX } from "#shared/recurrence.ts";
import { DAY_MS, localDate, MINUTE_MS, shiftDate, zonedInstant } from "#shared/time.ts";

/** What a series is, for computing its dates. */
export interface SeriesShape {
  rule: Rule;
  startDate: string;
  startMinute: number;
  durationMinutes: number;
  excludedDates: readonly string[];
}

/** One occurrence: its local date and its instants. */
export interface Slot {
  date: string;
  start: Date;
  end: Date;
}

/** The slot of local `date` at `startMinute` in `zone`, lasting `durationMinutes` of elapsed time. */
export function slotOf(date: string, startMinute: number, durationMinutes: number, zone: string): Slot {
  const start = new Date(zonedInstant(date, startMinute, zone).getTime());
  return { date, start, end: new Date(start.getTime() + durationMinutes * MINUTE_MS) };
}

/** The last instant a booking may start at under the policy's horizon (days of 24 hours from now). */
export function horizonLimit(now: Date, policy: BookingPolicy): Date {
  return new Date(now.getTime() + policy.horizonDays * DAY_MS);
}

export interface DueDates {
  /** Slots after `afterDate` whose start is inside the horizon, not excluded. */
  slots: Slot[];
  /** The date up to which every date is now decided (the job's marker). */
  through: string;
  /** How many rule dates lie beyond the horizon (capped at SERIES_OCCURRENCES_MAX + 1). */
  laterCount: number;
  /** Whether the rule has no end. */
  endless: boolean;
  /** All rule dates up to the horizon (for the "too many" check), excluded or not. */
  inHorizon: number;
}

/**
 * The series' dates to decide now: those after `afterDate` (null: from the start) whose start is at
 * or before the horizon limit, excluding `excludedDates`. Reads at most SERIES_OCCURRENCES_MAX + 1
 * dates through the horizon, so an over-frequent rule is detected without expanding it all.
 */
export function dueDates(
  shape: SeriesShape,
  zone: string,
  now: Date,
  policy: BookingPolicy,
  afterDate: string | null,
): DueDates {
  const limit = horizonLimit(now, policy);
  const horizonDate = localDate(limit, zone);
  // Only the dates not yet decided: a series running for years is not capped by its old dates.
  const dates = ruleDates(shape.rule, shape.startDate, horizonDate, SERIES_OCCURRENCES_MAX + 1, afterDate);
  const excluded = new Set(shape.excludedDates);
  const slots: Slot[] = [];
  for (const date of dates) {
    if (excluded.has(date)) continue;
    const slot = slotOf(date, shape.startMinute, shape.durationMinutes, zone);
    if (slot.start.getTime() <= limit.getTime()) slots.push(slot);
  }
  const endless = shape.rule.count === null && shape.rule.until === null;
  let laterCount = 0;
  if (!endless) {
    const later = ruleDates(shape.rule, shape.startDate, null, SERIES_OCCURRENCES_MAX + 1, shiftDate(horizonDate, -1));
    laterCount = later.filter((date) => !excluded.has(date)).length;
    laterCount -= slots.filter((slot) => slot.date >= horizonDate).length;
  }
  // Capped (the job did not run for a long time): decided only through the last date read.
  const capped = dates.length > SERIES_OCCURRENCES_MAX;
  const through = capped ? dates[dates.length - 1] : shiftDate(horizonDate, -1);
  return { slots, through, laterCount, endless, inHorizon: dates.length };
}

/** Enough dates for a daily UNTIL rule of 50 years; bounds the work of a far UNTIL. */
const UNTIL_DATES_MAX = 20_000;

/** The rule's last date (bounded rules), or null for a rule with no end. */
export function lastDate(shape: Pick<SeriesShape, "rule" | "startDate">): string | null {
  if (shape.rule.count === null && shape.rule.until === null) return null;
  // COUNT is at most SERIES_OCCURRENCES_MAX; an UNTIL rule may run longer (a daily rule for years).
  const all = ruleDates(shape.rule, shape.startDate, null, UNTIL_DATES_MAX);
  return all[all.length - 1] ?? null;
}

/** The rule's first date on or after `date`, or null when there is none. */
export function firstDateFrom(shape: Pick<SeriesShape, "rule" | "startDate">, date: string): string | null {
  const horizon = shiftDate(date, 800);
  return ruleDates(shape.rule, shape.startDate, horizon, 1, shiftDate(date, -1))[0] ?? null;
}
