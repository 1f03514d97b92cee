/**
 * Check-in and no-show release (docs/product.md "Check-in and release"). A booker checks into
 * their own confirmed booking inside its window (src/shared/check-in.ts); where the team requires
 * check-in, a booking nobody checked into by the end of its grace period is released: status
 * `released`, its seats free from that commit, recorded as "booking.released" (the notifications
 * subscriber tells the owner). The release is idempotent and safe with any number of instances:
 * candidates are locked FOR UPDATE SKIP LOCKED and re-checked by the update itself.
 */
import type { Tx } from "#db/client.ts";
import { type Actor, assertCan, requireTeam, type TeamRow } from "#server/lib/actor.ts";
import { AppError, forbidden, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import { CHECK_IN_OPENS_MINUTES, checkInViolation } from "#shared/check-in.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { MINUTE_MS } from "#shared/time.ts";
import { presentBooking } from "./booking-presenter.ts";
import type { BookingView } from "./bookings.repository.ts";
import * as repo from "./bookings.repository.ts";
import * as checkInRepo from "./check-in.repository.ts";

/**
 * How far ahead a QR scan looks for the person's booking at the office: one later today is named
 * in a "Check-in opens at ..." answer instead of "no booking".
 */
const QR_LOOKAHEAD_MINUTES = 12 * 60;

/** No-shows released per team per transaction; the next round takes the rest. */
const RELEASE_BATCH = 100;

/** Only a confirmed booking can be checked into. */
function assertCheckable(booking: { status: string }): void {
  if (booking.status !== "confirmed") {
    throw new AppError("CHECK_IN_CLOSED", `This booking is ${booking.status} and cannot be checked into.`, {
      id: "errors.checkIn.notCheckable",
      values: { status: booking.status },
    });
  }
}

/** A booking a QR scan may check into: its times and whether it is checked in already. */
export interface CheckInCandidate {
  id: string;
  startAt: Date;
  endAt: Date;
  checkedInAt: Date | null;
}

/**
 * Which of the person's bookings at the scanned office a QR check-in means at `now`: the first not
 * yet checked in whose window is open, else one already checked in (scanning again changes
 * nothing). Throws the first booking's window violation when none is open, or 404
 * NO_BOOKING_TO_CHECK_IN when there is no booking at all.
 */
export function pickCheckInBooking(
  candidates: readonly CheckInCandidate[],
  officeName: string,
  graceMinutes: number,
  now: Date,
  zone: string,
): CheckInCandidate {
  const open = candidates.find(
    (b) => !b.checkedInAt && !checkInViolation({ start: b.startAt, end: b.endAt }, graceMinutes, now, zone),
  );
  const done = candidates.find((b) => b.checkedInAt);
  const chosen = open ?? done;
  if (chosen) return chosen;
  const first = candidates[0];
  if (first) {
    const violation = checkInViolation({ start: first.startAt, end: first.endAt }, graceMinutes, now, zone);
    if (violation) throw AppError.from(violation);
  }
  throw new AppError(
    "NO_BOOKING_TO_CHECK_IN",
    `You have no booking at ${officeName} to check in to now. Check-in opens ${CHECK_IN_OPENS_MINUTES} minutes before a booking starts.`,
    { id: "errors.checkIn.noBooking", values: { office: officeName, minutes: CHECK_IN_OPENS_MINUTES } },
  );
}

export function createCheckIn({ db, record, now }: ServiceDeps) {
  /**
   * Checks `actor` into their own locked `booking` at `at` inside its window (422 outside it);
   * already checked in returns it unchanged. Records "booking.checked_in" (`via` says how).
   */
  async function checkInBooking(
    tx: Tx,
    actor: Actor,
    team: TeamRow,
    booking: BookingView,
    at: Date,
    via: "button" | "qr",
  ): Promise<Booking> {
    if (booking.checkedInAt) return presentBooking(booking);
    assertCheckable(booking);
    const violation = checkInViolation(
      { start: booking.startAt, end: booking.endAt },
      team.checkInGraceMinutes,
      at,
      team.timeZone,
    );
    if (violation) throw AppError.from(violation);
    const row = await checkInRepo.markCheckedIn(tx, team.id, booking.id, at);
    const after = presentBooking({ ...booking, ...row });
    await record(tx, {
      teamId: team.id,
      actorId: actor.id,
      action: "booking.checked_in",
      targetType: "booking",
      targetId: booking.id,
      before: presentBooking(booking),
      after,
      ip: actor.ip,
      data: { via },
    });
    return after;
  }

  return {
    /**
     * POST /api/bookings/{id}/check-in: the booker's own booking only (403 for someone else's, 404
     * for another team's); 422 outside the window; checking in twice returns the booking unchanged.
     */
    async checkIn(actor: Actor, bookingId: string): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can check in.", { id: "errors.checkIn.membersOnly" });
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const booking = await repo.findBooking(tx, team.id, bookingId, true);
        if (!booking) throw notFound("Booking");
        if (booking.userId !== actor.id) {
          throw forbidden("You can only check in to your own bookings.", { id: "errors.checkIn.notOwn" });
        }
        return checkInBooking(tx, actor, team, booking, now(), "button");
      });
    },

    /**
     * POST /api/check-in/{officeCode} (the office's QR link): checks the caller into their own
     * booking at that office now (pickCheckInBooking). A code of no office of the caller's team is
     * 404, as is having no booking there; 422 outside the window.
     */
    async checkInAtOffice(actor: Actor, officeCode: string): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can check in.", { id: "errors.checkIn.membersOnly" });
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const office = await officesRepo.findOfficeByCheckInCode(tx, team.id, officeCode);
        if (!office) {
          throw new AppError("NOT_FOUND", "This check-in code is not one of your team's offices.", {
            id: "errors.checkIn.unknownCode",
          });
        }
        const at = now();
        const startsBy = new Date(at.getTime() + QR_LOOKAHEAD_MINUTES * MINUTE_MS);
        const candidates = await checkInRepo.listCheckInCandidates(tx, team.id, actor.id, office.id, startsBy, at);
        const chosen = pickCheckInBooking(candidates, office.name, team.checkInGraceMinutes, at, team.timeZone);
        const booking = await repo.findBooking(tx, team.id, chosen.id, true);
        if (!booking) throw notFound("Booking");
        return checkInBooking(tx, actor, team, booking, at, "qr");
      });
    },

    /**
     * Releases every no-show of every team that requires check-in, as of `now()`; returns how many
     * this call released (another instance's share is not counted). Run by the job runner.
     */
    /**
     * When the oldest no-show waiting for release became due (its check-in window's close), over
     * every team that requires check-in, as of `at`; null when none. System health reads it as lag.
     */
    async oldestDueNoShow(at: Date): Promise<Date | null> {
      let oldest: Date | null = null;
      for (const team of await teamRepo.listCheckInRequiredTeams(db)) {
        const due = await checkInRepo.oldestNoShowDue(db, team.id, team.checkInGraceMinutes, at);
        if (due && (!oldest || due < oldest)) oldest = due;
      }
      return oldest;
    },

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

    /** The bookings `rows` name (id and team, from a job's scan), presented, in one read. */
    async present(rows: readonly { id: string; teamId: string }[]): Promise<Booking[]> {
      return (await repo.findBookingsOf(db, rows)).map(presentBooking);
    },
  };
}

export type CheckIn = ReturnType<typeof createCheckIn>;
