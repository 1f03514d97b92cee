import type { Booking } from "#shared/schemas/booking.ts";
import { minuteOfDay } from "#shared/time.ts";

/** A booking as it shows on one local day: minutes after that day's local midnight, clipped to it. */
export interface DayBooking {
  booking: Booking;
  /** 0..1440, local minutes in the team's zone. */
  startMinute: number;
  endMinute: number;
}

/**
 * The confirmed bookings of `bookings` that show on local `date` in `timeZone`, per office id,
 * each clipped to that day (a booking across midnight shows on both days). Cancelled bookings and
 * bookings outside the day are left out. Used by the day view; the week view calls it per day.
 */
export function groupBookingsByOffice(
  bookings: readonly Booking[],
  date: string,
  timeZone: string,
): Map<string, DayBooking[]> {
  const byOffice = new Map<string, DayBooking[]>();
  for (const booking of bookings) {
    if (booking.status !== "confirmed") continue;
    const startMinute = Math.max(0, minuteOfDay(booking.startISO, date, timeZone));
    const endMinute = Math.min(24 * 60, minuteOfDay(booking.endISO, date, timeZone));
    if (endMinute <= startMinute) continue;
    const list = byOffice.get(booking.officeId) ?? [];
    list.push({ booking, startMinute, endMinute });
    byOffice.set(booking.officeId, list);
  }
  return byOffice;
}
