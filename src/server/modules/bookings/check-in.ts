/**
 * Check-in and no-show release (DESIGN.md "Check-in and release"; issue 9). A booker checks into
 * their own confirmed booking inside its window (src/shared/check-in.ts); where the team requires
 * check-in, a booking nobody checked into by the end of its grace period is released: status
 * `released`, its seats free from that commit, recorded as "booking.released" (the notifications
 * subscriber tells the owner). The release is idempotent and safe with any number of instances:
 * candidates are locked FOR UPDATE SKIP LOCKED and re-checked by the update itself.
 */
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import { checkInViolation } from "#shared/check-in.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { MINUTE_MS } from "#shared/time.ts";
import { presentBooking } from "./booking-presenter.ts";
import * as repo from "./bookings.repository.ts";
import * as checkInRepo from "./check-in.repository.ts";

/** No-shows released per team per transaction; the next round takes the rest. */
const RELEASE_BATCH = 100;

/** Only a confirmed booking can be checked into. */
function assertCheckable(booking: { status: string }): void {
  if (booking.status !== "confirmed") {
    throw new AppError("CHECK_IN_CLOSED", `This booking is ${booking.status} and cannot be checked into.`);
  }
}

export function createCheckIn({ db, record, now }: ServiceDeps) {
  return {
    /**
     * POST /api/bookings/{id}/check-in: the booker's own booking only (403 for someone else's, 404
     * for another team's); 422 outside the window; checking in twice returns the booking unchanged.
     */
    async checkIn(actor: Actor, bookingId: string): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can check in.");
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const booking = await repo.findBooking(tx, team.id, bookingId, true);
        if (!booking) throw notFound("Booking");
        if (booking.userId !== actor.id) throw forbidden("You can only check in to your own bookings.");
        if (booking.checkedInAt) return presentBooking(booking);
        assertCheckable(booking);
        const at = now();
        const violation = checkInViolation(
          { start: booking.startAt, end: booking.endAt },
          team.checkInGraceMinutes,
          at,
          team.timeZone,
        );
        if (violation) throw new AppError(violation.code, violation.message);
        const row = await checkInRepo.markCheckedIn(tx, team.id, bookingId, at);
        const after = presentBooking({ ...booking, ...row });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "booking.checked_in",
          targetType: "booking",
          targetId: bookingId,
          before: presentBooking(booking),
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /**
     * Releases every no-show of every team that requires check-in, as of `now()`; returns how many
     * this call released (another instance's share is not counted). Run by the job runner.
     */
    async releaseNoShows(): Promise<number> {
      const at = now();
      let released = 0;
      for (const team of await teamRepo.listCheckInRequiredTeams(db)) {
        const graceEnd = new Date(at.getTime() - team.checkInGraceMinutes * MINUTE_MS);
        for (;;) {
          const count = await db.transaction(async (tx) => {
            const noShows = await checkInRepo.lockNoShows(tx, team.id, graceEnd, at, RELEASE_BATCH);
            let n = 0;
            for (const booking of noShows) {
              const row = await checkInRepo.markReleased(tx, team.id, booking.id);
              if (!row) continue;
              await record(tx, {
                teamId: team.id,
                actorId: null,
                action: "booking.released",
                targetType: "booking",
                targetId: booking.id,
                before: presentBooking(booking),
                after: presentBooking({ ...booking, ...row }),
                data: { reason: "no_show" },
              });
              n++;
            }
            return { n, full: noShows.length === RELEASE_BATCH };
          });
          released += count.n;
          if (!count.full) break;
        }
      }
      return released;
    },

    /** Confirmed bookings of every team starting in (from, to], soonest first (the reminder scan), presented. */
    async startingBetween(from: Date, to: Date, limit: number): Promise<Booking[]> {
      return (await checkInRepo.listStartingBetween(db, from, to, limit)).map(presentBooking);
    },
  };
}

export type CheckIn = ReturnType<typeof createCheckIn>;
