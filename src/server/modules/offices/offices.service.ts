/** Offices of a team: everyone reads; team_manager and above create, edit and deactivate (DESIGN.md). */

import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { createOfficeBodySchema, Office, updateOfficeBodySchema } from "#shared/schemas/office.ts";
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

function nameTaken(name: string) {
  return new AppError(
    "OFFICE_NAME_TAKEN",
    `An office named "${name}" already exists in your team. Choose another name.`,
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
      assertCan(actor, "office:manage", MANAGE_MESSAGE);
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

    async update(actor: Actor, officeId: string, body: UpdateOffice): Promise<Office> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          const before = await repo.findOffice(tx, team.id, officeId, true);
          if (!before) throw notFound("Office");
          const row = await repo.updateOffice(tx, team.id, officeId, now(), {
            ...body,
            description: body.description === undefined ? undefined : body.description || null,
            building: body.building === undefined ? undefined : body.building || null,
            floor: body.floor === undefined ? undefined : body.floor || null,
          });
          if (!row) throw notFound("Office");
          const office = presentOffice(row);
          const action =
            body.isActive === false && before.isActive
              ? "office.deactivated"
              : body.isActive === true && !before.isActive
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
