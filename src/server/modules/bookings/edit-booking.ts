/**
 * Editing a booking: purpose and equipment in place; a new office or time checked as a new
 * booking would be and moved under the row locks of both offices (in id order) and of the booking,
 * so the old slot stays held until the new one is placed. Composed into the bookings service.
 */
import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import { teamStateViolation } from "#shared/booking-rules.ts";
import type { Booking, updateBookingBodySchema } from "#shared/schemas/booking.ts";
import { policyFromTeam } from "./booking-policy.ts";
import { presentBooking } from "./booking-presenter.ts";
import * as repo from "./bookings.repository.ts";
import { assertNoViolation, conflictAfterRollback, type PlaceBookingInput, placeBooking } from "./place-booking.ts";

type UpdateBooking = z.output<typeof updateBookingBodySchema>;

/** Whether two equipment lists hold the same names in the same order. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** The edit operation of the bookings service. */
export function createBookingEditor(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /**
     * Changes a confirmed booking that has not ended: its office and/or times (checked as a new
     * booking would be, then moved in place under the row locks of both offices in id order and of
     * the booking, so the old slot stays held until the new one is placed), its purpose or equipment.
     * Owners change their own; team_manager and above anyone's in the team. Audited as
     * "booking.updated" with before and after. Throws 404 (unknown or another team's booking or
     * office), 403, 409 BOOKING_NOT_EDITABLE (cancelled, released or ended), 402/403 (team state),
     * 422 (a rule or the quota) and 409 BOOKING_CONFLICT naming the holder's time.
     */
    async update(actor: Actor, bookingId: string, body: UpdateBooking): Promise<Booking> {
      assertCan(actor, "booking:own", "Only members of a team can change bookings.", {
        id: "errors.booking.membersOnlyChange",
      });
      const team = requireTeam(actor);
      const policy = policyFromTeam(team);
      const current = now();
      let placed: PlaceBookingInput | null = null;
      try {
        return await db.transaction(async (tx) => {
          // Lock order as in create (and in any change to a whole office): the offices, by id, then
          // the booking row. An unlocked read first tells which offices.
          const seen = await repo.findBooking(tx, team.id, bookingId);
          if (!seen) throw notFound("Booking");
          if (seen.userId !== actor.id) {
            assertCan(actor, "booking:others", "You can only change your own bookings.", {
              id: "errors.booking.notOwnChange",
            });
          }
          const locked = new Map<string, NonNullable<Awaited<ReturnType<typeof officesRepo.findOffice>>>>();
          const slotChange = body.officeId !== undefined || body.startISO !== undefined || body.endISO !== undefined;
          if (slotChange) {
            for (const id of [...new Set([seen.officeId, body.officeId ?? seen.officeId])].sort()) {
              const office = await officesRepo.findOffice(tx, team.id, id, true);
              if (office) locked.set(id, office);
            }
          }
          const booking = await repo.findBooking(tx, team.id, bookingId, true);
          if (!booking) throw notFound("Booking");
          if (slotChange && booking.officeId !== seen.officeId) {
            throw new AppError(
              "BOOKING_CONFLICT",
              "Someone else moved this booking to another office a moment ago. Reload it and try again.",
              { id: "errors.booking.movedElsewhere" },
            );
          }
          if (booking.status !== "confirmed") {
            throw new AppError(
              "BOOKING_NOT_EDITABLE",
              `This booking is ${booking.status} and can no longer be changed. Book a new slot instead.`,
              { id: "errors.booking.notEditable", values: { status: booking.status } },
            );
          }
          if (booking.endAt.getTime() <= current.getTime()) {
            throw new AppError("BOOKING_NOT_EDITABLE", "This booking has already ended and can no longer be changed.", {
              id: "errors.booking.endedNotEditable",
            });
          }
          // Even a change of purpose is a change the team may not make after its trial.
          assertNoViolation(teamStateViolation(team, current));
          const officeId = body.officeId ?? booking.officeId;
          const start = body.startISO === undefined ? booking.startAt : new Date(body.startISO);
          const end = body.endISO === undefined ? booking.endAt : new Date(body.endISO);
          const purpose = body.purpose === undefined ? booking.purpose : body.purpose || null;
          const equipment = body.equipment ?? booking.equipment;
          const before = presentBooking(booking);
          const moves =
            officeId !== booking.officeId ||
            start.getTime() !== booking.startAt.getTime() ||
            end.getTime() !== booking.endAt.getTime();
          let after: Booking;
          if (!moves) {
            if (purpose === booking.purpose && sameList(equipment, booking.equipment)) return before;
            const row = await repo.updateBooking(tx, team.id, bookingId, { purpose, equipment });
            after = presentBooking({ ...booking, ...row });
          } else {
            const office = locked.get(officeId);
            if (!office) throw notFound("Office");
            // A shared office booked whole stays whole; anything else takes one seat of a shared office.
            const wasWhole = booking.seatTo === null && (locked.get(booking.officeId)?.isShared ?? false);
            placed = {
              teamId: team.id,
              policy,
              team,
              office,
              booker: { id: booking.userId, name: booking.userName },
              actor,
              start,
              end,
              wholeOffice: wasWhole,
              purpose,
              equipment,
              now: current,
              replacing: booking.id,
            };
            // Judged as a new booking would be (the rules module), the booking itself left out.
            const placement = await placeBooking(tx, placed, { alone: true });
            if (!placement.placed) throw AppError.from(placement.skipped);
            after = placement.booking;
          }
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "booking.updated",
            targetType: "booking",
            targetId: bookingId,
            before,
            after,
            ip: actor.ip,
          });
          return after;
        });
      } catch (error) {
        if (!placed || !isPgError(error, "23P01")) throw error;
        throw AppError.from(await conflictAfterRollback(db, placed));
      }
    },
  };
}
