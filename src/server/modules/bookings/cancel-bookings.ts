/**
 * The one place a booking is cancelled: a member's own cancel, a deactivated office's bookings, a
 * removed member's, a series' occurrences. Each is recorded as `booking.cancelled` with before and
 * after (and `data.reason` when it was not the booker's own choice), so notifications, mail, the
 * calendars and real time react the same whichever path cancelled it (docs/architecture.md
 * "Events and subscribers").
 */
import type { Executor } from "#db/client.ts";
import type { RecordChange } from "#server/lib/change-recorder.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { presentBooking } from "./booking-presenter.ts";
import * as repo from "./bookings.repository.ts";

/** Why bookings were cancelled when not by their booker's own choice (in the event's data). */
export type CancelReason = "office_deactivated" | "member_removed";

/**
 * Cancels `bookings` (as read in `tx`, with their office and booker) in one statement and records
 * each as `booking.cancelled` by `actor` at `at`. A booking no longer live is left as it is. Returns
 * the cancelled bookings as presented after the change, in the order given. The caller has made the
 * access check and holds whatever locks the decision needs.
 */
export async function cancelBookings(
  tx: Executor,
  record: RecordChange,
  input: {
    teamId: string;
    /** Who cancels: a person, or null for the identity provider (a SCIM deprovisioning). */
    actor: { id: string | null; ip: string | null };
    bookings: readonly repo.BookingView[];
    at: Date;
    reason?: CancelReason;
  },
): Promise<Booking[]> {
  const { teamId, actor, at, reason } = input;
  const rows = await repo.cancelBookings(
    tx,
    teamId,
    input.bookings.map((booking) => booking.id),
    actor.id,
    at,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cancelled: Booking[] = [];
  for (const booking of input.bookings) {
    const row = byId.get(booking.id);
    if (!row) continue;
    const after = presentBooking({ ...booking, ...row });
    await record(tx, {
      teamId,
      actorId: actor.id,
      action: "booking.cancelled",
      targetType: "booking",
      targetId: booking.id,
      before: presentBooking(booking),
      after,
      ip: actor.ip,
      ...(reason ? { data: { reason } } : {}),
    });
    cancelled.push(after);
  }
  return cancelled;
}
