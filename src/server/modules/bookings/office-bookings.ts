/**
 * What deactivating an office does to its bookings (docs/product.md "Deactivating an office"): the
 * offices service asks first (the upcoming bookings are listed), then, in its own transaction,
 * either keeps them (they stay listed, marked "office inactive", and can be cancelled) or cancels
 * them here. Each cancellation is recorded as a member's own would be (`booking.cancelled`, with
 * `data.reason` "office_deactivated"), so the owners hear of it through whatever subscribes to that
 * event.
 */
import type { Executor } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import type { RecordChange } from "#server/lib/change-recorder.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { presentBooking } from "./booking-presenter.ts";
import * as repo from "./bookings.repository.ts";
import { cancelBookings } from "./cancel-bookings.ts";

/** More than any office holds: a deactivation cancels every upcoming booking, not a page of them. */
const ALL = 1_000_000;

/**
 * The office's live bookings that have not ended at `now` (soonest first, at most `limit`) and how
 * many there are. No access check: the caller (the offices service) has made it.
 */
export async function listUpcomingBookingsOfOffice(
  tx: Executor,
  teamId: string,
  officeId: string,
  now: Date,
  limit: number,
): Promise<{ items: Booking[]; total: number }> {
  const { items, total } = await repo.listUpcomingOfOffice(tx, teamId, officeId, now, limit);
  return { items: items.map(presentBooking), total };
}

/**
 * Cancels every live booking of the office that has not ended at `now`, inside the caller's
 * transaction, recording each as `booking.cancelled` by `actor`. Returns how many were cancelled.
 */
export async function cancelUpcomingBookingsOfOffice(
  tx: Executor,
  record: RecordChange,
  input: { teamId: string; officeId: string; actor: Actor; now: Date },
): Promise<number> {
  const { teamId, officeId, actor, now } = input;
  const { items } = await repo.listUpcomingOfOffice(tx, teamId, officeId, now, ALL, true);
  const cancelled = await cancelBookings(tx, record, {
    teamId,
    actor,
    bookings: items,
    at: now,
    reason: "office_deactivated",
  });
  return cancelled.length;
}
