/**
 * Releasing an assigned desk for a day, and taking it back (docs/product.md "Assigned desks"): its
 * holder, or a team manager or admin for them. The office row is locked for the transaction, as a
 * booking of it is, so a booking and a take-back of the same day never cross.
 */
import type { Actor } from "#server/lib/actor.ts";
import { requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { listTeamBookingsBetween } from "#server/modules/bookings/bookings.repository.ts";
import { can } from "#shared/roles.ts";
import type { DeskRelease } from "#shared/schemas/office.ts";
import { localDate, localDayRange } from "#shared/time.ts";
import * as releasesRepo from "./desk-releases.repository.ts";
import * as repo from "./offices.repository.ts";

export function createDeskReleasesService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  /**
   * The locked desk `officeId` of the actor's team, when the actor may release it: 404 for no such
   * office, 422 for one assigned to nobody, 403 for someone else's desk (unless a manager or admin).
   */
  async function lockedDesk(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], actor: Actor, officeId: string) {
    const team = requireTeam(actor);
    const office = await repo.findOffice(tx, team.id, officeId, true);
    if (!office) throw notFound("Office");
    if (!office.assignedUserId) {
      throw new AppError(
        "DESK_NOT_ASSIGNED",
        `${office.name} is not assigned to anyone, so there is nothing to release.`,
        {
          id: "errors.desk.notAssigned",
          values: { office: office.name },
        },
      );
    }
    if (office.assignedUserId !== actor.id && !can(actor.role, "booking:others")) {
      throw forbidden(`Only the person ${office.name} is assigned to, or a team manager or admin, can release it.`, {
        id: "errors.desk.notYours",
        values: { office: office.name },
      });
    }
    return { team, office };
  }

  /** 422 for a day already over in the team's zone: there is nothing left of it to give up. */
  function assertNotPast(date: string, zone: string): void {
    if (date < localDate(now(), zone)) {
      throw new AppError("VALIDATION_FAILED", `${date} has passed: release the desk for today or a later day.`, {
        id: "errors.desk.pastDay",
        values: { date },
      });
    }
  }

  return {
    /** Releases the desk on local `date`; idempotent. Records "office.desk_released" when it changes. */
    async release(actor: Actor, officeId: string, date: string): Promise<DeskRelease> {
      return db.transaction(async (tx) => {
        const { team, office } = await lockedDesk(tx, actor, officeId);
        assertNotPast(date, team.timeZone);
        const at = now();
        if (
          await releasesRepo.insertRelease(tx, { teamId: team.id, officeId, date, releasedBy: actor.id, createdAt: at })
        ) {
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "office.desk_released",
            targetType: "office",
            targetId: officeId,
            after: { officeId, officeName: office.name, date, holderId: office.assignedUserId },
            ip: actor.ip,
          });
        }
        return { officeId, date, released: true };
      });
    },

    /**
     * Takes the desk back on local `date`; idempotent. 409 DESK_RELEASE_BOOKED when someone else
     * booked it that day. Records "office.desk_reclaimed" when it changes.
     */
    async reclaim(actor: Actor, officeId: string, date: string): Promise<DeskRelease> {
      return db.transaction(async (tx) => {
        const { team, office } = await lockedDesk(tx, actor, officeId);
        assertNotPast(date, team.timeZone);
        const day = localDayRange(date, team.timeZone);
        const booked = await listTeamBookingsBetween(tx, team.id, day.start, day.end, { officeIds: [officeId] });
        if (booked.some((booking) => booking.userId !== office.assignedUserId)) {
          throw new AppError(
            "DESK_RELEASE_BOOKED",
            `${office.name} was booked by someone else on ${date}, so it cannot be taken back for that day.`,
            { id: "errors.desk.releaseBooked", values: { office: office.name, date } },
          );
        }
        if (await releasesRepo.deleteRelease(tx, team.id, officeId, date)) {
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "office.desk_reclaimed",
            targetType: "office",
            targetId: officeId,
            before: { officeId, officeName: office.name, date, holderId: office.assignedUserId },
            ip: actor.ip,
          });
        }
        return { officeId, date, released: false };
      });
    },
  };
}

export type DeskReleasesService = ReturnType<typeof createDeskReleasesService>;
