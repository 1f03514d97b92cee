import type { Booking } from "#shared/schemas/booking.ts";
import { shiftDate, zonedInstant } from "#shared/time.ts";
import type { BookingListRange } from "./booking-keys.ts";

/**
 * Whether `booking` shows in a list of local dates `range` in `timeZone`: its [start, end) overlaps
 * [from 00:00, day after `to` 00:00) there, and the list holds its office. This is the rule the
 * server's list applies, so an optimistic copy lands in exactly the cached lists the server would
 * put it in.
 */
export function bookingInRange(
  booking: Pick<Booking, "startISO" | "endISO" | "officeId">,
  range: BookingListRange,
  timeZone: string,
): boolean {
  if (range.officeIds && !range.officeIds.includes(booking.officeId)) return false;
  const rangeStart = zonedInstant(range.from, 0, timeZone).getTime();
  const rangeEnd = zonedInstant(shiftDate(range.to, 1), 0, timeZone).getTime();
  return new Date(booking.startISO).getTime() < rangeEnd && new Date(booking.endISO).getTime() > rangeStart;
}

/** `list` with `booking` replacing the entry of id `id` (unchanged when absent). */
export function replaceBooking(list: Booking[], id: string, booking: Booking): Booking[] {
  return list.map((b) => (b.id === id ? booking : b));
}

/** `list` without the booking of id `id`. */
export function removeBooking(list: Booking[], id: string): Booking[] {
  return list.filter((b) => b.id !== id);
}
