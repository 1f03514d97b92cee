/** My Bookings as CSV (GET /api/bookings/mine.csv): one presented booking per record. */
import { csvText, toCsv } from "#server/lib/csv.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { formatInZone, formatTimeInZone } from "#shared/time.ts";

export const BOOKINGS_CSV_HEADER = [
  "office",
  "date",
  "start",
  "end",
  "startISO",
  "endISO",
  "purpose",
  "status",
] as const;

/**
 * The CSV document (RFC 4180, CRLF records) of `bookings`: office name, local date yyyy-MM-dd and
 * local start and end HH:mm in the team's `zone`, the ISO instants (UTC), purpose and status.
 * User-written text that a spreadsheet would run as a formula is kept as text (src/server/lib/csv.ts).
 */
export function bookingsCsv(bookings: readonly Booking[], zone: string): string {
  return toCsv(
    BOOKINGS_CSV_HEADER,
    bookings.map((booking) => [
      csvText(booking.officeName),
      formatInZone(booking.startISO, zone, "yyyy-MM-dd"),
      formatTimeInZone(booking.startISO, zone),
      formatTimeInZone(booking.endISO, zone),
      booking.startISO,
      booking.endISO,
      csvText(booking.purpose),
      booking.status,
    ]),
  );
}
