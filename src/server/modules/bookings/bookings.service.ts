/**
 * Bookings: create (the shared rules under the team's policy, then placeBooking under a row lock on
 * the office, the exclusion constraint as the guarantee), cancel, and the reads of the day view and
 * dashboard. Every read presents a booking through presentBooking with its office's capacity.
 */
import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { checkBookingRequest } from "#shared/booking-rules.ts";
import type { Booking, createBookingBodySchema } from "#shared/schemas/booking.ts";
import type { Availability } from "#shared/schemas/office.ts";
import { isDateString, localDayRange } from "#shared/time.ts";
import { policyFromTeam } from "./booking-policy.ts";
import { presentBooking } from "./booking-presenter.ts";
import { assertNoViolation, assertOfficeActive, assertTrialActive } from "./booking-rules.ts";
import * as repo from "./bookings.repository.ts";
import { conflictAfterRollback, type PlaceBookingInput, placeBooking } from "./place-booking.ts";
import { seatCount } from "./seat-allocation.ts";

type CreateBooking = z.output<typeof createBookingBodySchema>;

/** The instants of local day `date` in `zone`; 400 VALIDATION_FAILED for a date that does not exist. */
function dayRange(date: string, zone: string) {
  if (!isDateString(date)) {
    throw new AppError("VALIDATION_FAILED", `date: ${date} is not a real calendar date (yyyy-MM-dd).`);
  }
  return localDayRange(date, zone);
}

/** The bookings service. `now` is the clock of every rule; `record` is the change recorder (app.ts). */
export function createBookingsService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  /** Whom the booking is for: the actor, or (team_manager and above) another member of the team. */
  async function resolveBooker(actor: Actor, teamId: string, body: CreateBooking) {
    if (body.teamId !== undefined && body.teamId !== teamId) {
      throw forbidden("teamId does not match your team. Leave it out or send your own team's id.");
    }
    if (body.userId === undefined || body.userId === actor.id) return { id: actor.id, name: actor.name };
    assertCan(actor, "booking:others", "Only team managers and admins can book for another member.");
    const member = await userRepo.findMember(db, teamId, body.userId);
    if (!member) throw notFound("Member");
    return { id: member.id, name: member.name };
  }

  return {
    async create(actor: Actor, body: CreateBooking): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can book offices.");
      const team = requireTeam(actor);
      const booker = await resolveBooker(actor, team.id, body);
      const policy = policyFromTeam(team);
      const start = new Date(body.startISO);
      const end = new Date(body.endISO);
      const current = now();
      assertNoViolation(checkBookingRequest({ start, end }, policy, current));
      assertTrialActive(team, current);
      const placing = {
        teamId: team.id,
        policy,
        booker,
        actor,
        start,
        end,
        wholeOffice: body.wholeOffice ?? false,
        purpose: body.purpose || null,
        equipment: body.equipment ?? [],
        now: current,
      };
      let placed: PlaceBookingInput | null = null;
      try {
        return await db.transaction(async (tx) => {
          const office = await officesRepo.findOffice(tx, team.id, body.officeId, true);
          if (!office) throw notFound("Office");
          assertOfficeActive(office);
          placed = { ...placing, office };
          const placement = await placeBooking(tx, placed, { alone: true });
          if (!placement.placed) throw new AppError(placement.skipped.code, placement.skipped.message);
          const { booking } = placement;
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "booking.created",
            targetType: "booking",
            targetId: booking.id,
            after: booking,
            ip: actor.ip,
          });
          return booking;
        });
      } catch (error) {
        if (!placed || !isPgError(error, "23P01")) throw error;
        const conflict = await conflictAfterRollback(db, placed);
        throw new AppError(conflict.code, conflict.message);
      }
    },

    /** Cancels a confirmed booking that has not ended: the booker's own, or any (team_manager and above). */
    async cancel(actor: Actor, bookingId: string): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can cancel bookings.");
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const booking = await repo.findBooking(tx, team.id, bookingId, true);
        if (!booking) throw notFound("Booking");
        if (booking.userId !== actor.id) {
          assertCan(actor, "booking:others", "You can only cancel your own bookings.");
        }
        if (booking.status !== "confirmed") {
          throw new AppError("BOOKING_NOT_CANCELLABLE", `This booking is already ${booking.status}.`);
        }
        const at = now();
        if (booking.endAt.getTime() <= at.getTime()) {
          throw new AppError("BOOKING_NOT_CANCELLABLE", "This booking has already ended and cannot be cancelled.");
        }
        const row = await repo.cancelBooking(tx, team.id, bookingId, actor.id, at);
        const after = presentBooking({
          ...row,
          officeName: booking.officeName,
          officeCapacity: booking.officeCapacity,
          userName: booking.userName,
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "booking.cancelled",
          targetType: "booking",
          targetId: bookingId,
          before: presentBooking(booking),
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /** With `date`: every confirmed booking of the team on that local day. Without: the actor's own. */
    async list(actor: Actor, date: string | undefined): Promise<Booking[]> {
      const team = requireTeam(actor);
      if (!date) {
        return (await repo.listUserBookings(db, team.id, actor.id, 200)).map(presentBooking);
      }
      const { start, end } = dayRange(date, team.timeZone);
      return (await repo.listTeamBookingsBetween(db, team.id, start, end)).map(presentBooking);
    },

    async upcoming(actor: Actor, limit: number): Promise<Booking[]> {
      const team = requireTeam(actor);
      return (await repo.listUpcoming(db, team.id, actor.id, now(), limit)).map(presentBooking);
    },

    /** Booked intervals of one office on a local day of the team's zone. */
    async availability(actor: Actor, officeId: string, date: string): Promise<Availability> {
      const team = requireTeam(actor);
      const office = await officesRepo.findOffice(db, team.id, officeId);
      if (!office) throw notFound("Office");
      const { start, end } = dayRange(date, team.timeZone);
      const rows = await repo.listTeamBookingsBetween(db, team.id, start, end, office.id);
      return {
        officeId: office.id,
        date,
        timeZone: team.timeZone,
        capacity: office.capacity,
        isShared: office.isShared,
        bookedSlots: rows.map((row) => ({
          bookingId: row.id,
          start: row.startAt.toISOString(),
          end: row.endAt.toISOString(),
          userId: row.userId,
          userName: row.userName,
          seats: seatCount(row, office.capacity),
          isWholeOffice: row.seatTo === null,
        })),
      };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
