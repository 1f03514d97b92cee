/**
 * Offices of a team: everyone reads; team_manager and above create, edit and deactivate
 * (docs/product.md "Tenancy and roles").
 */

import type { z } from "zod";
import type { Executor } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import {
  cancelUpcomingBookingsOfOffice,
  listUpcomingBookingsOfOffice,
} from "#server/modules/bookings/office-bookings.ts";
import { findMember } from "#server/modules/user/user.repository.ts";
import type { ErrorText } from "#shared/error-text.ts";
import {
  type createOfficeBodySchema,
  type Office,
  type OfficeKind,
  type OfficeUpcomingBookings,
  resolveOfficeKind,
  UPCOMING_OF_OFFICE_LIMIT,
  type updateOfficeBodySchema,
} from "#shared/schemas/office.ts";
import { deleteReleases } from "./desk-releases.repository.ts";
import { presentOffice } from "./office-presenter.ts";
import * as repo from "./offices.repository.ts";
import { ensureFloor } from "./sites.repository.ts";

type CreateOffice = z.output<typeof createOfficeBodySchema>;
type UpdateOffice = z.output<typeof updateOfficeBodySchema>;

/** The row with where it is; throws 404 when the team has no such floor. */
async function placed(tx: Executor, teamId: string, row: repo.OfficeRow): Promise<repo.PlacedOfficeRow> {
  const placement = await repo.findPlacement(tx, teamId, row.floorId);
  if (!placement) throw notFound("Floor");
  const assignee = row.assignedUserId ? await findMember(tx, teamId, row.assignedUserId) : null;
  return { ...row, ...placement, assignedUserName: assignee?.name ?? null };
}

/**
 * The floor an office goes on: `floorId` (404 unless the team's), else the floor named by
 * `building` and `floor` (made when missing, each made site or floor recorded as a manager's making
 * of it; absent names the unnamed ones), else `current`. The floor stays locked to the end of the
 * transaction.
 */
async function floorOf(
  tx: Executor,
  record: ServiceDeps["record"],
  actor: Actor,
  teamId: string,
  body: { floorId?: string; building?: string | null; floor?: string | null },
  current?: { floorId: string; siteName: string | null; floorName: string | null },
): Promise<string> {
  if (body.floorId) {
    if (!(await repo.findPlacement(tx, teamId, body.floorId, true))) throw notFound("Floor");
    return body.floorId;
  }
  if (current && body.building === undefined && body.floor === undefined) return current.floorId;
  const building = body.building === undefined ? (current?.siteName ?? null) : body.building || null;
  const floor = body.floor === undefined ? (current?.floorName ?? null) : body.floor || null;
  const made = await ensureFloor(tx, teamId, building, floor);
  const recordMade = (targetType: "site" | "floor", targetId: string, name: string | null) =>
    record(tx, {
      teamId,
      actorId: actor.id,
      action: `${targetType}.created`,
      targetType,
      targetId,
      after: { id: targetId, name },
      ip: actor.ip,
    });
  // The unnamed site and floor are the team's default place, made on first need like the database
  // trigger makes them: only a site or floor someone named is recorded as made.
  if (made.siteMade && building !== null) await recordMade("site", made.siteId, building);
  if (made.floorMade && floor !== null) await recordMade("floor", made.floorId, floor);
  return made.floorId;
}

/** The kind and sharing a create or edit leaves; 422 when the kind sent cannot hold the capacity. */
function kindOf(
  sent: { kind?: OfficeKind; isShared?: boolean; capacity: number },
  current?: { kind: OfficeKind; isShared: boolean },
): { kind: OfficeKind; isShared: boolean } {
  const resolved = resolveOfficeKind(sent, current);
  if (resolved) return resolved;
  throw new AppError(
    "OFFICE_KIND_MISMATCH",
    sent.kind === "desk"
      ? "A desk has one seat and is booked whole. Choose a room or a shared area for more seats."
      : "Only a shared area has seats booked one by one. Choose a shared area, or turn sharing off.",
    { id: sent.kind === "desk" ? "errors.office.deskOneSeat" : "errors.office.sharedIsArea" },
  );
}

const MANAGE_MESSAGE = "Only team managers and admins can create or change offices.";
const MANAGE_TEXT: ErrorText = { id: "errors.office.managersOnly" };

/**
 * Checks that `assignedUserId` may hold office `name` of kind `kind` (docs/product.md "Assigned
 * desks"): only a desk, only a member of the team. Throws DESK_NOT_ASSIGNABLE (422) or 404.
 */
async function assertAssignable(
  tx: Executor,
  teamId: string,
  office: { name: string; kind: OfficeKind },
  assignedUserId: string | null,
  checkMember = true,
): Promise<void> {
  if (assignedUserId === null) return;
  if (office.kind !== "desk") {
    throw new AppError("DESK_NOT_ASSIGNABLE", `Only a desk can be assigned to someone: ${office.name} is not a desk.`, {
      id: "errors.office.notAssignable",
      values: { office: office.name },
    });
  }
  if (checkMember && !(await findMember(tx, teamId, assignedUserId))) throw notFound("Member");
}

/** The constraint keeping an office in a neighbourhood of its own floor (src/db/schema/offices.ts). */
const NEIGHBOURHOOD_FK = "offices_neighbourhood_floor_fk";

const neighbourhoodElsewhere = () =>
  new AppError("NOT_FOUND", "There is no such neighbourhood on the office's floor.", {
    id: "errors.neighbourhood.notOnFloor",
  });

function nameTaken(name: string) {
  return new AppError(
    "OFFICE_NAME_TAKEN",
    `An office named "${name}" already exists in your team. Choose another name.`,
    { id: "errors.office.nameTaken", values: { name } },
  );
}

/** Deactivating an office with upcoming bookings needs a decision about them first. */
function assertBookingsDecided(name: string, upcoming: number, choice: string | undefined) {
  if (upcoming === 0 || choice !== undefined) return;
  const bookings = upcoming === 1 ? "1 upcoming booking" : `${upcoming} upcoming bookings`;
  throw new AppError(
    "OFFICE_HAS_BOOKINGS",
    `${name} has ${bookings}. Choose whether to cancel them or keep them, then deactivate it again.`,
    { id: "errors.office.hasBookings", values: { office: name, count: upcoming } },
  );
}

export function createOfficesService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /** All offices of the actor's team, by name; empty for a user outside any team. */
    async list(actor: Actor): Promise<Office[]> {
      if (!actor.teamId) return [];
      return (await repo.listOffices(db, actor.teamId)).map(presentOffice);
    },

    async create(actor: Actor, body: CreateOffice): Promise<Office> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          const at = now();
          const { kind, isShared } = kindOf(body);
          await assertAssignable(tx, team.id, { name: body.name, kind }, body.assignedUserId ?? null);
          const row = await repo.insertOffice(tx, {
            createdAt: at,
            updatedAt: at,
            teamId: team.id,
            name: body.name,
            description: body.description || null,
            capacity: body.capacity,
            isShared,
            kind,
            equipment: body.equipment,
            floorId: await floorOf(tx, record, actor, team.id, body),
            neighbourhoodId: body.neighbourhoodId ?? null,
            assignedUserId: body.assignedUserId ?? null,
          });
          const office = presentOffice(await placed(tx, team.id, row));
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "office.created",
            targetType: "office",
            targetId: row.id,
            after: office,
            ip: actor.ip,
          });
          return office;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw nameTaken(body.name);
        if (isPgError(error, "23503", NEIGHBOURHOOD_FK)) throw neighbourhoodElsewhere();
        if (isPgError(error, "23503")) throw notFound("Floor");
        throw error;
      }
    },

    /** The upcoming bookings of an office (what deactivating it would strand); managers and above. */
    async upcomingBookings(actor: Actor, officeId: string): Promise<OfficeUpcomingBookings> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      const office = await repo.findOffice(db, team.id, officeId);
      if (!office) throw notFound("Office");
      return listUpcomingBookingsOfOffice(db, team.id, officeId, now(), UPCOMING_OF_OFFICE_LIMIT);
    },

    /**
     * Changes an office. Deactivating one with upcoming bookings needs `futureBookings`: "cancel"
     * cancels them in the same transaction (each recorded), "keep" leaves them; without it, 409.
     */
    async update(actor: Actor, officeId: string, body: UpdateOffice): Promise<Office> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      const { futureBookings, building, floor, floorId, kind: sentKind, ...changes } = body;
      try {
        return await db.transaction(async (tx) => {
          const locked = await repo.findOffice(tx, team.id, officeId, true);
          if (!locked) throw notFound("Office");
          const before = await placed(tx, team.id, locked);
          const at = now();
          if (changes.isActive === false && before.isActive) {
            // The office row lock taken above serialises this with every booking placed in it.
            const { total } = await listUpcomingBookingsOfOffice(tx, team.id, officeId, at, 1);
            assertBookingsDecided(before.name, total, futureBookings);
            if (futureBookings === "cancel") {
              await cancelUpcomingBookingsOfOffice(tx, record, { teamId: team.id, officeId, actor, now: at });
            }
          }
          const { kind, isShared } = kindOf(
            { kind: sentKind, isShared: changes.isShared, capacity: changes.capacity ?? before.capacity },
            before,
          );
          // Only a new assignee is checked for membership: one who left was taken off their desks.
          const assignee = changes.assignedUserId === undefined ? before.assignedUserId : changes.assignedUserId;
          const reassigned = assignee !== before.assignedUserId;
          await assertAssignable(tx, team.id, { name: changes.name ?? before.name, kind }, assignee, reassigned);
          // A released day was the previous holder's decision.
          if (reassigned) await deleteReleases(tx, team.id, officeId);
          const newFloorId = await floorOf(tx, record, actor, team.id, { floorId, building, floor }, before);
          // A place on one floor's plan means nothing on another's.
          const moved = newFloorId !== before.floorId;
          // Nor does a neighbourhood of it.
          const neighbourhoodId =
            changes.neighbourhoodId !== undefined ? changes.neighbourhoodId : moved ? null : undefined;
          const row = await repo.updateOffice(tx, team.id, officeId, at, {
            ...changes,
            description: changes.description === undefined ? undefined : changes.description || null,
            kind,
            isShared,
            floorId: newFloorId,
            neighbourhoodId,
            ...(moved ? { planX: null, planY: null, planWidth: null, planHeight: null } : {}),
          });
          if (!row) throw notFound("Office");
          const office = presentOffice(await placed(tx, team.id, row));
          const action =
            changes.isActive === false && before.isActive
              ? "office.deactivated"
              : changes.isActive === true && !before.isActive
                ? "office.reactivated"
                : "office.updated";
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action,
            targetType: "office",
            targetId: row.id,
            before: presentOffice(before),
            after: office,
            ip: actor.ip,
            ...(futureBookings ? { data: { futureBookings } } : {}),
          });
          return office;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw nameTaken(body.name ?? "");
        if (isPgError(error, "23503", NEIGHBOURHOOD_FK)) throw neighbourhoodElsewhere();
        if (isPgError(error, "23503")) throw notFound("Floor");
        throw error;
      }
    },
  };
}

export type OfficesService = ReturnType<typeof createOfficesService>;
