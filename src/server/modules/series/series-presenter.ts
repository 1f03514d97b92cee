/** The one shape of a series in the API, built from its row and what is known of its dates. */
import { translator } from "#server/lib/messages.ts";
import { type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import { parseRule, type Rule } from "#shared/recurrence.ts";
import { ruleWords } from "#shared/rule-words.ts";
import type { Series } from "#shared/schemas/series.ts";
import { ENGLISH_DATES, formatMinute } from "#shared/time.ts";
import { type SkipRecord, wordSkips } from "./place-dates.ts";
import type { SeriesRow, SeriesView, SkipRow } from "./series.repository.ts";
import { lastDate } from "./series-dates.ts";

/**
 * A series as presented for the audit and its event: its skipped dates' sentences in English with
 * their texts (place-dates.ts `SkipRecord`); `wordSeries` gives a reader's answer.
 */
export type PresentedSeries = Series & { skipped: SkipRecord[] };

/** `series` as an answer to a reader of `language`: its skipped dates' sentences in it. */
export function wordSeries(series: PresentedSeries, language: Language): Series {
  return { ...series, skipped: wordSkips(series.skipped, language) };
}

/**
 * The API's `summary` of a rule: its words in English, as the spec writes them ("Every Tuesday and
 * Thursday, 09:00–10:30, until 19 Dec 2026"; src/shared/rule-words.ts, the web app's own wording).
 */
export function describeRule(rule: Rule, startDate: string, startTime: string, endTime: string): string {
  return ruleWords(translator(SOURCE_LANGUAGE), ENGLISH_DATES, rule, startDate, startTime, endTime);
}

/** The stored rule of a series row (validated when it was written). */
export function ruleOf(row: Pick<SeriesRow, "rrule">): Rule {
  const parsed = parseRule(row.rrule);
  if (!parsed.ok) throw new Error(`Stored rule is invalid: ${row.rrule}`);
  return parsed.rule;
}

/** "HH:mm" of the end of a series' occurrences (may pass midnight: shown modulo 24 h). */
export function endTimeOf(row: Pick<SeriesRow, "startMinute" | "durationMinutes">): string {
  return formatMinute((row.startMinute + row.durationMinutes) % 1440);
}

/**
 * Presents a series. `stats` are its live future occurrences (next date, count), `skips` its skipped
 * dates, `today` the team-local date (a bounded series whose last date is before it is no longer active).
 */
export function presentSeries(
  row: SeriesView,
  stats: { nextDate: string | null; upcoming: number } | undefined,
  skips: readonly SkipRow[],
  today: string,
): PresentedSeries {
  const rule = ruleOf(row);
  const startTime = formatMinute(row.startMinute);
  const endTime = endTimeOf(row);
  const last = lastDate({ rule, startDate: row.startDate });
  const skipped: SkipRecord[] = skips
    .filter((skip) => skip.seriesId === row.id)
    .map((skip) => ({
      date: skip.occurrenceDate,
      reason: skip.reason,
      message: skip.message,
      ...(skip.text ? { text: skip.text } : {}),
    }));
  return {
    id: row.id,
    teamId: row.teamId,
    officeId: row.officeId,
    officeName: row.officeName,
    userId: row.userId,
    userName: row.userName,
    rrule: row.rrule,
    startDate: row.startDate,
    startTime,
    endTime,
    durationMinutes: row.durationMinutes,
    purpose: row.purpose,
    equipment: row.equipment,
    wholeOffice: row.wholeOffice,
    status: row.status,
    summary: describeRule(rule, row.startDate, startTime, endTime),
    nextDate: stats?.nextDate ?? null,
    upcomingCount: stats?.upcoming ?? 0,
    skipped,
    excludedDates: row.excludedDates,
    isActive: row.status === "active" && (last === null || last >= today),
    createdAt: row.createdAt.toISOString(),
  };
}
