/**
 * The month view's grid of local dates and how it writes a day's utilisation. The figures
 * themselves are the server's (GET /api/bookings/days).
 */
import { shiftDate } from "#shared/time.ts";

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The 42 local dates (yyyy-MM-dd) of the month grid holding `date`, weeks starting on `weekStartsOn`. */
export function monthGridDates(date: string, weekStartsOn: WeekStart): string[] {
  const first = `${date.slice(0, 8)}01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = shiftDate(first, -((weekday - weekStartsOn + 7) % 7));
  return Array.from({ length: 42 }, (_, index) => shiftDate(start, index));
}

/** "42%" (whole percent, rounded; under 1 % but above 0 shows "<1%"). */
export function formatUtilisation(utilisation: number): string {
  if (utilisation > 0 && utilisation < 0.005) return "<1%";
  return `${Math.round(utilisation * 100)}%`;
}
