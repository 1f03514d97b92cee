/**
 * Offices of a team: everyone reads; team_manager and above create, edit and deactivate
 * (docs/product.md "Tenancy and roles").
 */

import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import {
  cancelUpcomingBookingsOfOffice,
  listUpcomingBookingsOfOffice,
} from "#server/modules/bookings/office-bookings.ts";
import type { ErrorText } from "#shared/error-text.ts";
import {
  type createOfficeBodySchema,
  type Office,
  type OfficeUpcomingBookings,
  UPCOMING_OF_OFFICE_LIMIT,
  type updateOfficeBodySchema,
} from "#shared/schemas/office.ts";
import * as repo from "./offices.repository.ts";

type CreateOffice = z.output<typeof createOfficeBodySchema>;
type UpdateOffice = z.output<typeof updateOfficeBodySchema>;

export function presentOffice(row: repo.OfficeRow): Office {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    isShared: row.isShared,
    isActive: row.isActive,
    equipment: row.equipment,
    building: row.building,
    floor: row.floor,
  };
}

const MANAGE_MESSAGE = "Only team managers and admins can create or change offices.";
const MANAGE_TEXT: ErrorText = { id: "errors.office.managersOnly" };

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
          const row = await repo.insertOffice(tx, {
            createdAt: at,
            updatedAt: at,
            teamId: team.id,
            name: body.name,
            description: body.description || null,
            capacity: body.capacity,
            isShared: body.isShared,
            equipment: body.equipment,
            building: body.building || null,
            floor: body.floor || null,
          });
          const office = presentOffice(row);
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
      const { futureBookings, ...changes } = body;
      try {
        return await db.transaction(async (tx) => {
          const before = await repo.findOffice(tx, team.id, officeId, true);
          if (!before) throw notFound("Office");
          const at = now();
          if (changes.isActive === false && before.isActive) {
            // The office row lock taken above serialises this with every booking placed in it.
            const { total } = await listUpcomingBookingsOfOffice(tx, team.id, officeId, at, 1);
            assertBookingsDecided(before.name, total, futureBookings);
            if (futureBookings === "cancel") {
              await cancelUpcomingBookingsOfOffice(tx, record, { teamId: team.id, officeId, actor, now: at });
            }
          }
          const row = await repo.updateOffice(tx, team.id, officeId, at, {
            ...changes,
            description: changes.description === undefined ? undefined : changes.description || null,
            building: changes.building === undefined ? undefined : changes.building || null,
            floor: changes.floor === undefined ? undefined : changes.floor || null,
          });
          if (!row) throw notFound("Office");
          const office = presentOffice(row);
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
        throw error;
      }
    },
  };
}

export type OfficesService = ReturnType<typeof createOfficesService>;
