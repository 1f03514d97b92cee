/**
 * Neighbourhoods of a team's floors (docs/product.md "Neighbourhoods"): everyone in the team reads
 * them (with the sites); team managers and admins, who manage offices, make, change and remove
 * them, and put offices in them (offices.service). Removing one takes its offices out of it.
 */

import type { z } from "zod";
import type { Executor } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { ErrorText } from "#shared/error-text.ts";
import type {
  createNeighbourhoodBodySchema,
  Neighbourhood,
  updateNeighbourhoodBodySchema,
} from "#shared/schemas/neighbourhood.ts";
import { formatMinute } from "#shared/time.ts";
import * as repo from "./neighbourhoods.repository.ts";
import { findFloor } from "./sites.repository.ts";

const MANAGE_MESSAGE = "Only team managers and admins can change neighbourhoods.";
const MANAGE_TEXT: ErrorText = { id: "errors.neighbourhood.managersOnly" };

/** A neighbourhood as the API answers it. */
export function presentNeighbourhood(row: repo.NeighbourhoodWithMembers): Neighbourhood {
  return {
    id: row.id,
    floorId: row.floorId,
    name: row.name,
    allowedRoles: row.allowedRoles as Neighbourhood["allowedRoles"],
    groupIds: row.groupIds,
    restricted: row.restricted,
    bookingMode: row.bookingMode,
    maxBookingMinutes: row.maxBookingMinutes,
    horizonDays: row.horizonDays,
    officeCount: row.officeCount,
  };
}

const nameTaken = (name: string) =>
  new AppError(
    "NEIGHBOURHOOD_NAME_TAKEN",
    `This floor already has a neighbourhood named "${name}". Choose another name.`,
    {
      id: "errors.neighbourhood.nameTaken",
      values: { name },
    },
  );

/** Throws 404 unless every one of `groupIds` is a group of the team. */
async function assertTeamGroups(tx: Executor, teamId: string, groupIds: readonly string[]): Promise<void> {
  const known = await repo.teamGroupIds(tx, teamId, groupIds);
  if (groupIds.some((id) => !known.has(id))) throw notFound("Group");
}

/**
 * Throws 422 when whole-day bookings could not be made: the team's business day is longer than the
 * longest booking there (the team's, or the neighbourhood's own `maxBookingMinutes` when shorter),
 * which whole days do not loosen (src/shared/booking-rules.ts).
 */
function assertWholeDayFits(
  team: { businessStartMinute: number; businessEndMinute: number; maxBookingMinutes: number },
  maxBookingMinutes: number | null,
) {
  const longest = Math.min(team.maxBookingMinutes, maxBookingMinutes ?? team.maxBookingMinutes);
  if (team.businessEndMinute - team.businessStartMinute <= longest) return;
  const values = {
    start: formatMinute(team.businessStartMinute),
    end: formatMinute(team.businessEndMinute),
    max: longest % 60 === 0 ? `${longest / 60} h` : `${longest} min`,
  };
  throw new AppError(
    "NEIGHBOURHOOD_WHOLE_DAY",
    `Whole-day bookings (${values.start} to ${values.end}) are longer than the longest booking there (${values.max}). Lengthen it first.`,
    { id: "errors.neighbourhood.wholeDayTooLong", values },
  );
}

export function createNeighbourhoodsService({ db, now, record }: ServiceDeps) {
  async function readOne(tx: Executor, teamId: string, id: string): Promise<Neighbourhood> {
    const [row] = await repo.listNeighbourhoods(tx, teamId, { id });
    if (!row) throw notFound("Neighbourhood");
    return presentNeighbourhood(row);
  }

  return {
    /** Makes a neighbourhood on the team's floor `floorId`. */
    async create(
      actor: Actor,
      floorId: string,
      body: z.output<typeof createNeighbourhoodBodySchema>,
    ): Promise<Neighbourhood> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      if (body.bookingMode === "whole_day") assertWholeDayFits(team, body.maxBookingMinutes);
      try {
        return await db.transaction(async (tx) => {
          if (!(await findFloor(tx, team.id, floorId))) throw notFound("Floor");
          await assertTeamGroups(tx, team.id, body.groupIds);
          const at = now();
          const { groupIds, ...rules } = body;
          const row = await repo.insertNeighbourhood(tx, {
            ...rules,
            restricted: rules.allowedRoles.length > 0 || groupIds.length > 0,
            teamId: team.id,
            floorId,
            createdAt: at,
            updatedAt: at,
          });
          await repo.setNeighbourhoodGroups(tx, team.id, row.id, [...new Set(groupIds)]);
          const neighbourhood = await readOne(tx, team.id, row.id);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "floor.neighbourhood_created",
            targetType: "floor",
            targetId: floorId,
            after: neighbourhood,
            ip: actor.ip,
          });
          return neighbourhood;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw nameTaken(body.name);
        throw error;
      }
    },

    /** Changes a neighbourhood's name or rules. */
    async update(
      actor: Actor,
      id: string,
      body: z.output<typeof updateNeighbourhoodBodySchema>,
    ): Promise<Neighbourhood> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          const before = await readOne(tx, team.id, id);
          const { groupIds, ...rules } = body;
          // The rules as they will be: a longest booking changed alone must still hold a whole day.
          if ((rules.bookingMode ?? before.bookingMode) === "whole_day") {
            assertWholeDayFits(
              team,
              rules.maxBookingMinutes !== undefined ? rules.maxBookingMinutes : before.maxBookingMinutes,
            );
          }
          if (groupIds) await assertTeamGroups(tx, team.id, groupIds);
          const chosen =
            rules.allowedRoles !== undefined || groupIds !== undefined
              ? {
                  restricted:
                    (rules.allowedRoles ?? before.allowedRoles).length > 0 || (groupIds ?? before.groupIds).length > 0,
                }
              : {};
          await repo.updateNeighbourhood(tx, team.id, id, { ...rules, ...chosen, updatedAt: now() });
          if (groupIds) await repo.setNeighbourhoodGroups(tx, team.id, id, [...new Set(groupIds)]);
          const after = await readOne(tx, team.id, id);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "floor.neighbourhood_changed",
            targetType: "floor",
            targetId: after.floorId,
            before,
            after,
            ip: actor.ip,
          });
          return after;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw nameTaken(body.name ?? "");
        throw error;
      }
    },

    /** Removes a neighbourhood; its offices stay on the floor under the team's rules alone. */
    async remove(actor: Actor, id: string): Promise<void> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        const before = await readOne(tx, team.id, id);
        await repo.deleteNeighbourhood(tx, team.id, id);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "floor.neighbourhood_removed",
          targetType: "floor",
          targetId: before.floorId,
          before,
          ip: actor.ip,
        });
      });
    },
  };
}

export type NeighbourhoodsService = ReturnType<typeof createNeighbourhoodsService>;
