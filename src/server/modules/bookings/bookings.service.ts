/**
 * Bookings: create (rules, then seat choice under a row lock on the office, then the exclusion
 * constraint as the guarantee), cancel, and the reads of the day view and dashboard.
 */
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import type { Booking, createBookingBodySchema } from "../../../shared/schemas/booking.ts";
import type { Availability } from "../../../shared/schemas/office.ts";
import { type Actor, assertCan, requireTeam } from "../../lib/actor.ts";
import { AppError, forbidden, isPgError, notFound } from "../../lib/app-error.ts";
import { writeAudit } from "../../lib/audit.ts";
import { localDayRange, localTime } from "../../lib/time.ts";
import * as officesRepo from "../offices/offices.repository.ts";
import * as teamRepo from "../team/team.repository.ts";
import {
  assertDuration,
  assertEndAfterStart,
  assertNotInPast,
  assertOfficeActive,
  assertOnGrid,
  assertTrialActive,
  assertWithinBusinessHours,
  assertWithinHorizon,
} from "./booking-rules.ts";
import * as repo from "./bookings.repository.ts";
import { chooseSeats, seatCount } from "./seat-allocation.ts";

type CreateBooking = z.output<typeof createBookingBodySchema>;

export function presentBooking(row: repo.BookingWithNames, capacity?: number): Booking {
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
    isRecurring: row.isRecurring,
    status: row.status as Booking["status"],
    equipment: row.equipment,
    isWholeOffice: row.seatTo === null,
    seats: row.seatTo === null ? (capacity ?? 1) : row.seatTo - row.seatFrom,
    office: { id: row.officeId, name: row.officeName },
    officeName: row.officeName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The 409 naming the office and the conflicting time in the team's zone (DESIGN.md). */
function conflict(
  officeName: string,
  wantsOneSeat: boolean,
  holders: { startAt: Date; endAt: Date }[],
  zone: string,
  start: Date,
  end: Date,
) {
  const first = holders[0];
  if (wantsOneSeat && first) {
    return new AppError(
      "BOOKING_CONFLICT",
      `${officeName} has no free seat from ${localTime(start, zone)} to ${localTime(end, zone)}; it is booked from ${localTime(first.startAt, zone)} to ${localTime(first.endAt, zone)}.`,
      409,
    );
  }
  const [from, to] = first ? [first.startAt, first.endAt] : [start, end];
  return new AppError(
    "BOOKING_CONFLICT",
    `${officeName} is already booked from ${localTime(from, zone)} to ${localTime(to, zone)}`,
    409,
  );
}

export function createBookingsService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  /** Whom the booking is for: the actor, or (team_manager and above) another member of the team. */
  async function resolveBooker(actor: Actor, teamId: string, body: CreateBooking) {
    if (body.teamId !== undefined && body.teamId !== teamId) {
      throw forbidden("teamId does not match your team. Leave it out or send your own team's id.");
    }
    if (body.userId === undefined || body.userId === actor.id) return { id: actor.id, name: actor.name };
    assertCan(actor, "booking:others", "Only team managers and admins can book for another member.");
    const member = await teamRepo.findMember(db, teamId, body.userId);
    if (!member) throw notFound("Member");
    return { id: member.id, name: member.name };
  }

  return {
    async create(actor: Actor, body: CreateBooking): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can book offices.");
      const team = requireTeam(actor);
      const booker = await resolveBooker(actor, team.id, body);
      const start = new Date(body.startISO);
      const end = new Date(body.endISO);
      const current = now();
      assertEndAfterStart(start, end);
      assertOnGrid(start, end, team.timeZone);
      assertDuration(start, end, team.maxBookingMinutes);
      assertNotInPast(start, current);
      assertWithinHorizon(start, current);
      assertWithinBusinessHours(start, end, team);
      assertTrialActive(team, current);
      try {
        return await db.transaction(async (tx) => {
          const office = await officesRepo.findOffice(tx, team.id, body.officeId, true);
          if (!office) throw notFound("Office");
          assertOfficeActive(office);
          const overlapping = await repo.findOverlapping(tx, team.id, office.id, start, end);
          const seats = chooseSeats(office, overlapping, body.wholeOffice ?? false);
          if (!seats)
            throw conflict(office.name, office.isShared && !body.wholeOffice, overlapping, team.timeZone, start, end);
          const row = await repo.insertBooking(tx, {
            teamId: team.id,
            officeId: office.id,
            userId: booker.id,
            createdBy: actor.id,
            startAt: start,
            endAt: end,
            seatFrom: seats.seatFrom,
            seatTo: seats.seatTo,
            purpose: body.purpose || null,
            isRecurring: body.isRecurring ?? false,
            equipment: body.equipment ?? [],
          });
          const booking = presentBooking({ ...row, officeName: office.name, userName: booker.name }, office.capacity);
          await writeAudit(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "booking.created",
            targetType: "booking",
            targetId: row.id,
            after: booking,
            ip: actor.ip,
          });
          return booking;
        });
      } catch (error) {
        if (isPgError(error, "23P01")) {
          const office = await officesRepo.findOffice(db, team.id, body.officeId);
          const holders = await repo.findOverlapping(db, team.id, body.officeId, start, end);
          throw conflict(
            office?.name ?? "This office",
            (office?.isShared ?? false) && !body.wholeOffice,
            holders,
            team.timeZone,
            start,
            end,
          );
        }
        throw error;
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
          throw new AppError("BOOKING_NOT_CANCELLABLE", `This booking is already ${booking.status}.`, 409);
        }
        if (booking.endAt.getTime() <= now().getTime()) {
          throw new AppError("BOOKING_NOT_CANCELLABLE", "This booking has already ended and cannot be cancelled.", 409);
        }
        const row = await repo.cancelBooking(tx, team.id, bookingId, actor.id);
        const after = presentBooking({ ...row, officeName: booking.officeName, userName: booking.userName });
        await writeAudit(tx, {
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
        return (await repo.listUserBookings(db, team.id, actor.id, 200)).map((row) => presentBooking(row));
      }
      const { start, end } = localDayRange(date, team.timeZone);
      return (await repo.listTeamBookingsBetween(db, team.id, start, end)).map((row) => presentBooking(row));
    },

    async upcoming(actor: Actor, limit: number): Promise<Booking[]> {
      const team = requireTeam(actor);
      return (await repo.listUpcoming(db, team.id, actor.id, now(), limit)).map((row) => presentBooking(row));
    },

    /** Booked intervals of one office on a local day of the team's zone. */
    async availability(actor: Actor, officeId: string, date: string): Promise<Availability> {
      const team = requireTeam(actor);
      const office = await officesRepo.findOffice(db, team.id, officeId);
      if (!office) throw notFound("Office");
      const { start, end } = localDayRange(date, team.timeZone);
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
