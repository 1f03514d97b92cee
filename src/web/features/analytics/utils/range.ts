import { shiftDate } from "#shared/time.ts";

export const RANGE_PRESETS = [7, 30, 90] as const;

/** The local days from..to (inclusive) of the last `days` days ending `today` (team zone). */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: shiftDate(today, -(days - 1)), to: today };
}
