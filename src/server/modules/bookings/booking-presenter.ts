/** The one shape of a booking in the API (spec section 3 "Booking"), built from a joined row. */
import type { Booking } from "#shared/schemas/booking.ts";
import type { BookingView } from "./bookings.repository.ts";
import { seatCount } from "./seat-allocation.ts";

/** Presents a booking row joined with its office (name, capacity) and booker (name). */
export function presentBooking(row: BookingView): Booking {
  const startISO = row.startAt.toISOString();
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    officeId: row.officeId,
    teamId: row.teamId,
    startTime: startISO,
    startISO,
    endISO: row.endAt.toISOString(),
    purpose: row.purpose,
    isRecurring: row.seriesId !== null,
    seriesId: row.seriesId,
    status: row.status,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    equipment: row.equipment,
    isWholeOffice: row.seatTo === null,
    seats: seatCount(row, row.officeCapacity),
    office: { id: row.officeId, name: row.officeName, isActive: row.officeIsActive },
    officeName: row.officeName,
    createdAt: row.createdAt.toISOString(),
  };
}
