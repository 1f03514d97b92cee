/**
 * Bookings: create and edit (placeBooking under row locks on the office(s): the rules module's
 * judgement, the exclusion constraint as the guarantee), check (every rule a slot breaks, by the same
 * judgement, nothing written), cancel, and the reads of the calendars, My Bookings and the dashboard.
 * Every read presents a booking through presentBooking with its office's capacity. Days are local
 * days of the team's zone (the actor's team row).
 */
import type { z } from "zod";
import type { Executor } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden, isPgError, notFound } from "#server/lib/app-error.ts";
import { translateText } from "#server/lib/messages.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { isSlotJudged, judgeBooking } from "#shared/booking-rules.ts";
import type { Booking, BookingCheck, BookingCheckBody, createBookingBodySchema } from "#shared/schemas/booking.ts";
import { assignmentFacts } from "./assignment-facts.ts";
import { policyFromTeam } from "./booking-policy.ts";
import { createBookingReads } from "./booking-reads.ts";
import * as repo from "./bookings.repository.ts";
import { cancelBookings } from "./cancel-bookings.ts";
import { createBookingEditor } from "./edit-booking.ts";
import { neighbourhoodFacts } from "./neighbourhood-facts.ts";
import {
  conflictAfterRollback,
  countForQuota,
  factsOf,
  isOfficeChanged,
  type PlaceBookingInput,
  placeBooking,
  placesInOneStatement,
} from "./place-booking.ts";

type CreateBooking = z.output<typeof createBookingBodySchema>;

/** The bookings service. `now` is the clock of every rule; `record` is the change recorder (app.ts). */
export function createBookingsService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  /** Whom the booking is for: the actor, or (team_manager and above) another member of the team. */
  async function resolveBooker(actor: Actor, teamId: string, body: CreateBooking) {
    if (body.teamId !== undefined && body.teamId !== teamId) {
      throw forbidden("teamId does not match your team. Leave it out or send your own team's id.");
    }
    if (body.userId === undefined || body.userId === actor.id) return { id: actor.id, name: actor.name };
    assertCan(actor, "booking:others", "Only team managers and admins can book for another member.", {
      id: "errors.booking.forOthers",
    });
    const member = await userRepo.findMember(db, teamId, body.userId);
    if (!member) throw notFound("Member");
    return { id: member.id, name: member.name };
  }

  /**
   * What create and check start from: the access check, the team, and the placement of the body
   * but for its office (the booker, the team's policy and state, the slot, now).
   */
  async function requestOf(actor: Actor, body: CreateBooking) {
    assertCan(actor, "booking:own", "Only members of a team can book offices.", { id: "errors.booking.membersOnly" });
    const team = requireTeam(actor);
    const booker = await resolveBooker(actor, team.id, body);
    const base: Omit<PlaceBookingInput, "office"> = {
      teamId: team.id,
      policy: policyFromTeam(team),
      team,
      booker,
      actor,
      start: new Date(body.startISO),
      end: new Date(body.endISO),
      wholeOffice: body.wholeOffice ?? false,
      purpose: body.purpose || null,
      equipment: body.equipment ?? [],
      now: now(),
    };
    return { team, base };
  }

  return {
    /**
     * POST /api/bookings. The office is read, then the booking placed (placeBooking: the rules
     * module's judgement, quota, seats, the exclusion constraint as the guarantee) and recorded by
     * the same statement. A booking `placesInOneStatement` allows is that one statement, with no
     * transaction (its INSERT holds the office); any other, or one whose office changed meanwhile,
     * is placed in a transaction that holds the office's row lock, so an office change and a
     * booking exclude each other. A taken slot's 23P01 becomes the conflict naming the holder.
     */
    async create(actor: Actor, body: CreateBooking): Promise<Booking> {
      const { team, base } = await requestOf(actor, body);
      const office = await officesRepo.findOffice(db, team.id, body.officeId);
      if (!office) throw notFound("Office");
      let placed: PlaceBookingInput = { ...base, office };
      /** Places `placed` in `executor` and records it with the booking's INSERT: one statement. */
      const placeAndRecord = async (executor: Executor) => {
        const placement = await placeBooking(executor, placed, { alone: true, deferInsert: true });
        if (!placement.placed) throw AppError.from(placement.skipped);
        const { booking } = placement;
        await record(executor, {
          teamId: team.id,
          actorId: actor.id,
          action: "booking.created",
          targetType: "booking",
          targetId: booking.id,
          after: booking,
          ip: actor.ip,
          write: placement.insert,
        });
        return booking;
      };
      try {
        if (placesInOneStatement(placed)) {
          try {
            return await placeAndRecord(db);
          } catch (error) {
            if (!isOfficeChanged(error)) throw error;
          }
        }
        return await db.transaction(async (tx) => {
          const locked = await officesRepo.findOffice(tx, team.id, body.officeId, true);
          if (!locked) throw notFound("Office");
          placed = { ...base, office: locked };
          return placeAndRecord(tx);
        });
      } catch (error) {
        if (!isPgError(error, "23P01")) throw error;
        throw AppError.from(await conflictAfterRollback(db, placed));
      }
    },

    /** Cancels a confirmed booking that has not ended: the booker's own, or any (team_manager and above). */
    async cancel(actor: Actor, bookingId: string): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can cancel bookings.", {
        id: "errors.booking.membersOnlyCancel",
      });
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const booking = await repo.findBooking(tx, team.id, bookingId, true);
        if (!booking) throw notFound("Booking");
        if (booking.userId !== actor.id) {
          assertCan(actor, "booking:others", "You can only cancel your own bookings.", {
            id: "errors.booking.notOwnCancel",
          });
        }
        if (booking.status !== "confirmed") {
          throw new AppError("BOOKING_NOT_CANCELLABLE", `This booking is already ${booking.status}.`, {
            id: "errors.booking.notCancellable",
            values: { status: booking.status },
          });
        }
        const at = now();
        if (booking.endAt.getTime() <= at.getTime()) {
          throw new AppError("BOOKING_NOT_CANCELLABLE", "This booking has already ended and cannot be cancelled.", {
            id: "errors.booking.endedNotCancellable",
          });
        }
        const [after] = await cancelBookings(tx, record, { teamId: team.id, actor, bookings: [booking], at });
        return after;
      });
    },

    /**
     * Every rule the slot of a create body breaks, in the order create would refuse it (time rules,
     * team state, office inactive, its neighbourhood's rules, member quota, conflict or one-seat-per-person), without writing
     * anything. Throws only what create throws before any rule: 403 (booking for another member
     * without the role, another team's id) and 404 (unknown office or member). `excludeBookingId`
     * (an edit's own booking) is left out of the conflict and the quota, as the edit itself does.
     */
    async check(actor: Actor, body: CreateBooking & Pick<BookingCheckBody, "excludeBookingId">): Promise<BookingCheck> {
      const { team, base } = await requestOf(actor, body);
      const office = await officesRepo.findOffice(db, team.id, body.officeId);
      if (!office) throw notFound("Office");
      const input: PlaceBookingInput = { ...base, office, replacing: body.excludeBookingId };
      const { start, end, policy, now: current } = input;
      const activeBookings = await countForQuota(db, input, false);
      // The overlapping bookings are read even where the constraint decides a create: a check names
      // the holder. Not for a slot whose seats are not judged (no such slot, or beyond the horizon).
      const overlapping = isSlotJudged(start, end, policy, current)
        ? await repo.findOverlapping(db, team.id, office.id, start, end, body.excludeBookingId)
        : [];
      const neighbourhood = await neighbourhoodFacts(db, team.id, office, input.booker.id);
      const assignment = await assignmentFacts(db, team.id, office, input.booker.id, {
        from: start,
        to: end,
        zone: policy.timeZone,
      });
      const { violations } = judgeBooking(factsOf(input, { activeBookings, overlapping, neighbourhood, assignment }));
      return {
        ok: violations.length === 0,
        // In the reader's language, as a refusal of the same booking would be.
        violations: violations.map((violation) => ({
          rule: violation.code,
          message: violation.text ? translateText(actor.language, violation.text) : violation.message,
        })),
      };
    },

    ...createBookingEditor(deps),
    ...createBookingReads(deps),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
