/**
 * The month view's figures: the 6×7 grid of local dates and, per date, how many bookings
 * the chosen offices have, how many are the viewer's, and the utilisation: booked seat-hours ÷
 * bookable seat-hours inside the team's business hours that day, in the team's zone. A DST day's
 * business window is measured in real hours (07:00–20:00 on a spring-forward day is 13 h, on a
 * fall-back day too, but a window across 02:00 is an hour shorter or longer).
 */
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { HOUR_MS, shiftDate, zonedInstant } from "#shared/time.ts";

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The 42 local dates (yyyy-MM-dd) of the month grid holding `date`, weeks starting on `weekStartsOn`. */
export function monthGridDates(date: string, weekStartsOn: WeekStart): string[] {
  const first = `${date.slice(0, 8)}01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = shiftDate(first, -((weekday - weekStartsOn + 7) % 7));
  return Array.from({ length: 42 }, (_, index) => shiftDate(start, index));
}

export interface DaySummary {
  date: string;
  /** Confirmed bookings of the chosen offices overlapping the day's business hours. */
  bookings: number;
  /** Of those, the viewer's own. */
  own: number;
  /** Booked ÷ bookable seat-hours in business hours, 0..1; null when nothing was bookable. */
  utilisation: number | null;
}

/**
 * Figures per date for `offices` (the chosen ones; inactive offices count only if chosen) from
 * `bookings` (any offices; the others are ignored). Business hours are minutes after local midnight.
 */
export function summariseDays(input: {
  dates: readonly string[];
  bookings: readonly Booking[];
  offices: readonly Pick<Office, "id" | "capacity">[];
  viewerId: string;
  timeZone: string;
  businessStartMinute: number;
  businessEndMinute: number;
}): DaySummary[] {
  const capacity = new Map(input.offices.map((office) => [office.id, office.capacity]));
  const seatsTotal = [...capacity.values()].reduce((sum, seats) => sum + seats, 0);
  const relevant = input.bookings.filter((b) => b.status === "confirmed" && capacity.has(b.officeId));
  return input.dates.map((date) => {
    const open = zonedInstant(date, input.businessStartMinute, input.timeZone).getTime();
    const close = zonedInstant(date, input.businessEndMinute, input.timeZone).getTime();
    let bookings = 0;
    let own = 0;
    let bookedSeatMs = 0;
    for (const booking of relevant) {
      const start = Math.max(open, Date.parse(booking.startISO));
      const end = Math.min(close, Date.parse(booking.endISO));
      if (end <= start) continue;
      bookings++;
      if (booking.userId === input.viewerId) own++;
      bookedSeatMs += (end - start) * booking.seats;
    }
    const bookableSeatMs = Math.max(0, close - open) * seatsTotal;
    return {
      date,
      bookings,
      own,
      utilisation: bookableSeatMs > 0 ? Math.min(1, bookedSeatMs / bookableSeatMs) : null,
    };
  });
}

/** "42%" (whole percent, rounded; under 1 % but above 0 shows "<1%"). */
export function formatUtilisation(utilisation: number): string {
  if (utilisation > 0 && utilisation < 0.005) return "<1%";
  return `${Math.round(utilisation * 100)}%`;
}

/** Hours of a business window on `date` in `timeZone`, as a person would count them on that day. */
export function businessHoursOn(date: string, startMinute: number, endMinute: number, timeZone: string): number {
  return (
    (zonedInstant(date, endMinute, timeZone).getTime() - zonedInstant(date, startMinute, timeZone).getTime()) / HOUR_MS
  );
}
