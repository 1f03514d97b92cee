/** The one shape of a booking in the API (spec section 3 "Booking"), built from a joined row. */
import type { Booking } from "#shared/schemas/booking.ts";
import { seatCount } from "#shared/seat-allocation.ts";
import type { BookingView } from "./bookings.repository.ts";
import type { ListedBookingRow } from "./calendar-reads.repository.ts";

/**
 * Presents a listed row (instants already ISO 8601 UTC text, from listLiveBookingRows). Every other
 * booking goes through presentBooking, which builds the same row first, so there is one shape.
 */
export function presentListedBooking(row: ListedBookingRow): Booking {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    officeId: row.officeId,
    teamId: row.teamId,
    startTime: row.startISO,
    startISO: row.startISO,
    endISO: row.endISO,
    purpose: row.purpose,
    isRecurring: row.seriesId !== null,
    seriesId: row.seriesId,
    status: row.status,
    checkedInAt: row.checkedInAt,
    equipment: row.equipment,
    isWholeOffice: row.seatTo === null,
    seats: seatCount(row, row.officeCapacity),
    office: { id: row.officeId, name: row.officeName, isActive: row.officeIsActive },
    officeName: row.officeName,
    createdAt: row.createdAt,
  };
}

/** Presents a booking row joined with its office (name, capacity, state) and booker (name). */
export function presentBooking(row: BookingView): Booking {
  return presentListedBooking({
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    officeId: row.officeId,
    teamId: row.teamId,
    startISO: row.startAt.toISOString(),
    endISO: row.endAt.toISOString(),
    purpose: row.purpose,
    seriesId: row.seriesId,
    status: row.status,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    equipment: row.equipment,
    seatFrom: row.seatFrom,
    seatTo: row.seatTo,
    officeName: row.officeName,
    officeCapacity: row.officeCapacity,
    officeIsActive: row.officeIsActive,
    createdAt: row.createdAt.toISOString(),
  });
}
