import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import type { User } from "#shared/schemas/user.ts";

/** The id prefix of a booking the server has not confirmed yet (the grid shows it pulsing, disabled). */
export const OPTIMISTIC_ID_PREFIX = "optimistic-";

/** Whether `booking` is an optimistic copy awaiting the server. */
export function isOptimisticBooking(booking: Pick<Booking, "id">): boolean {
  return booking.id.startsWith(OPTIMISTIC_ID_PREFIX);
}

/**
 * The booking the server is expected to answer for `user` booking `office` over [startISO, endISO)
 * at `now` (epoch ms): confirmed, the whole office unless it is shared (then one seat), so the grid
 * can show it before the answer comes.
 */
export function buildOptimisticBooking({
  user,
  office,
  startISO,
  endISO,
  purpose,
  now,
}: {
  user: Pick<User, "id" | "name" | "email" | "teamId">;
  office: Pick<Office, "id" | "name" | "isShared" | "capacity">;
  startISO: string;
  endISO: string;
  purpose: string;
  now: number;
}): Booking {
  const isWholeOffice = !office.isShared;
  return {
    id: `${OPTIMISTIC_ID_PREFIX}${now}`,
    userId: user.id,
    userName: user.name || user.email,
    officeId: office.id,
    teamId: user.teamId ?? "",
    startTime: startISO,
    startISO,
    endISO,
    purpose,
    isRecurring: false,
    seriesId: null,
    status: "confirmed",
    equipment: [],
    isWholeOffice,
    seats: isWholeOffice ? office.capacity : 1,
    // Only an active office takes bookings.
    office: { id: office.id, name: office.name, isActive: true },
    officeName: office.name,
    createdAt: new Date(now).toISOString(),
  };
}
