/**
 * A team's sites and floors (docs/product.md "Sites and floors"): everyone in the team reads them;
 * team managers and admins, who manage offices, make, rename and remove them. A site or floor that
 * still holds an office cannot be removed.
 */
import type { z } from "zod";
import type { Executor } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { ErrorText } from "#shared/error-text.ts";
import type { Neighbourhood } from "#shared/schemas/neighbourhood.ts";
import type {
  createFloorBodySchema,
  createSiteBodySchema,
  Floor,
  FloorPlanType,
  SetPositionsBody,
  Site,
  updateFloorBodySchema,
  updateSiteBodySchema,
} from "#shared/schemas/site.ts";
import { readFloorPlan } from "./floor-plan.ts";
import * as neighbourhoodsRepo from "./neighbourhoods.repository.ts";
import { presentNeighbourhood } from "./neighbourhoods.service.ts";
import * as repo from "./sites.repository.ts";

const MANAGE_MESSAGE = "Only team managers and admins can change sites and floors.";
const MANAGE_TEXT: ErrorText = { id: "errors.site.managersOnly" };

function presentFloor(
  row: repo.FloorRow,
  officeCount: number,
  plan: repo.PlanInfo | null = null,
  neighbourhoods: Neighbourhood[] = [],
): Floor {
  return {
    id: row.id,
    siteId: row.siteId,
    name: row.name,
    level: row.level,
    officeCount,
    plan: plan && { ...plan, updatedAt: plan.updatedAt.toISOString() },
    neighbourhoods,
  };
}

/** The team's neighbourhoods (of one floor, or of all) by floor. */
async function neighbourhoodsByFloor(tx: Executor, teamId: string, floorId?: string) {
  const byFloor = new Map<string, Neighbourhood[]>();
  for (const row of await neighbourhoodsRepo.listNeighbourhoods(tx, teamId, { floorId })) {
    byFloor.set(row.floorId, [...(byFloor.get(row.floorId) ?? []), presentNeighbourhood(row)]);
  }
  return byFloor;
}

function presentSite(row: repo.SiteRow, floors: Floor[]): Site {
  return { id: row.id, name: row.name, address: row.address, floors };
}

const siteNameTaken = (name: string) =>
  new AppError("SITE_NAME_TAKEN", `A site named "${name}" already exists in your team. Choose another name.`, {
    id: "errors.site.nameTaken",
    values: { name },
  });
const floorNameTaken = (name: string) =>
  new AppError("FLOOR_NAME_TAKEN", `This site already has a floor named "${name}". Choose another name.`, {
    id: "errors.site.floorNameTaken",
    values: { name },
  });
const siteNotFound = () => notFound("Site");
const floorNotFound = () => notFound("Floor");

/**
 * An office placed on the site or floor between the count and the delete fails the delete (23503):
 * said as the count would have said it.
 */
async function inUse(what: "site" | "floor", removal: Promise<void>): Promise<void> {
  try {
    await removal;
  } catch (error) {
    if (!isPgError(error, "23503")) throw error;
    throw what === "site"
      ? new AppError("SITE_HAS_OFFICES", "An office was just placed on this site. Move it to another site first.", {
          id: "errors.site.officeJustPlacedOnSite",
        })
      : new AppError("FLOOR_HAS_OFFICES", "An office was just placed here. Move it to another floor first.", {
          id: "errors.site.officeJustPlaced",
        });
  }
}

export function createSitesService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  /** The team's site `siteId` with its floors and their office counts; throws 404 when none. */
  async function readSite(tx: Executor, teamId: string, siteId: string): Promise<Site> {
    const site = await repo.findSite(tx, teamId, siteId);
    if (!site) throw siteNotFound();
    const [floors, neighbourhoods] = await Promise.all([
      repo.listFloors(tx, teamId, { siteId }),
      neighbourhoodsByFloor(tx, teamId),
    ]);
    return presentSite(
      site,
      floors.map((f) => presentFloor(f, f.officeCount, f.plan, neighbourhoods.get(f.id))),
    );
  }

  return {
    /** The team's sites (the unnamed one first, then by name), each with its floors by level. */
    async list(actor: Actor): Promise<Site[]> {
      if (!actor.teamId) return [];
      const [sites, floors, neighbourhoods] = await Promise.all([
        repo.listSites(db, actor.teamId),
        repo.listFloors(db, actor.teamId),
        neighbourhoodsByFloor(db, actor.teamId),
      ]);
      return sites.map((site) =>
        presentSite(
          site,
          floors
            .filter((f) => f.siteId === site.id)
            .map((f) => presentFloor(f, f.officeCount, f.plan, neighbourhoods.get(f.id))),
        ),
      );
    },

    async createSite(actor: Actor, body: z.output<typeof createSiteBodySchema>): Promise<Site> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          const at = now();
          const row = await repo.insertSite(tx, {
            teamId: team.id,
            name: body.name,
            address: body.address || null,
            createdAt: at,
            updatedAt: at,
          });
          const site = presentSite(row, []);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "site.created",
            targetType: "site",
            targetId: row.id,
            after: site,
            ip: actor.ip,
          });
          return site;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw siteNameTaken(body.name);
        throw error;
      }
    },

    /** Renames a site (the unnamed one too) or changes its address. */
    async updateSite(actor: Actor, siteId: string, body: z.output<typeof updateSiteBodySchema>): Promise<Site> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          const before = await readSite(tx, team.id, siteId);
          await repo.updateSite(tx, team.id, siteId, {
            name: body.name,
            address: body.address === undefined ? undefined : body.address || null,
            updatedAt: now(),
          });
          const after = await readSite(tx, team.id, siteId);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "site.updated",
            targetType: "site",
            targetId: siteId,
            before: { name: before.name, address: before.address },
            after: { name: after.name, address: after.address },
            ip: actor.ip,
          });
          return after;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw siteNameTaken(body.name ?? "");
        throw error;
      }
    },

    /** Removes a site and its floors; 409 while any of its floors holds an office. */
    async removeSite(actor: Actor, siteId: string): Promise<void> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await inUse(
        "site",
        db.transaction(async (tx) => {
          const site = await readSite(tx, team.id, siteId);
          const offices = await repo.countOfficesOnSite(tx, team.id, siteId);
          if (offices > 0) {
            throw new AppError(
              "SITE_HAS_OFFICES",
              `This site still holds ${offices === 1 ? "1 office" : `${offices} offices`}. Move them to another site first.`,
              { id: "errors.site.hasOffices", values: { count: offices } },
            );
          }
          await repo.deleteSite(tx, team.id, siteId);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "site.deleted",
            targetType: "site",
            targetId: siteId,
            before: site,
            ip: actor.ip,
          });
        }),
      );
    },

    async createFloor(actor: Actor, siteId: string, body: z.output<typeof createFloorBodySchema>): Promise<Floor> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          if (!(await repo.findSite(tx, team.id, siteId))) throw siteNotFound();
          const at = now();
          const row = await repo.insertFloor(tx, {
            teamId: team.id,
            siteId,
            name: body.name,
            level: body.level,
            createdAt: at,
            updatedAt: at,
          });
          const floor = presentFloor(row, 0);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "floor.created",
            targetType: "floor",
            targetId: row.id,
            after: floor,
            ip: actor.ip,
          });
          return floor;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw floorNameTaken(body.name);
        throw error;
      }
    },

    /** Renames a floor (the unnamed one too) or changes its level. */
    async updateFloor(actor: Actor, floorId: string, body: z.output<typeof updateFloorBodySchema>): Promise<Floor> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      try {
        return await db.transaction(async (tx) => {
          const before = await repo.findFloor(tx, team.id, floorId);
          if (!before) throw floorNotFound();
          const row = await repo.updateFloor(tx, team.id, floorId, { ...body, updatedAt: now() });
          if (!row) throw floorNotFound();
          const counted = (await repo.listFloors(tx, team.id, { floorId }))[0];
          const neighbourhoods = await neighbourhoodsByFloor(tx, team.id, floorId);
          const floor = presentFloor(row, counted?.officeCount ?? 0, counted?.plan, neighbourhoods.get(floorId));
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "floor.updated",
            targetType: "floor",
            targetId: floorId,
            before: { name: before.name, level: before.level },
            after: { name: row.name, level: row.level },
            ip: actor.ip,
          });
          return floor;
        });
      } catch (error) {
        if (isPgError(error, "23505")) throw floorNameTaken(body.name ?? "");
        throw error;
      }
    },

    /** Removes a floor; 409 while it holds an office. */
    async removeFloor(actor: Actor, floorId: string): Promise<void> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await inUse(
        "floor",
        db.transaction(async (tx) => {
          const floor = (await repo.listFloors(tx, team.id, { floorId }))[0];
          if (!floor) throw floorNotFound();
          if (floor.officeCount > 0) {
            const count = floor.officeCount;
            throw new AppError(
              "FLOOR_HAS_OFFICES",
              `This floor still holds ${count === 1 ? "1 office" : `${count} offices`}. Move them to another floor first.`,
              { id: "errors.site.floorHasOffices", values: { count } },
            );
          }
          await repo.deleteFloor(tx, team.id, floorId);
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "floor.deleted",
            targetType: "floor",
            targetId: floorId,
            before: presentFloor(floor, 0),
            ip: actor.ip,
          });
        }),
      );
    },

    /**
     * Stores `bytes` (an upload of `mediaType`) as the floor's plan, replacing any it had; an SVG is
     * sanitised first (floor-plan.ts). Answers the floor. 422 FLOOR_PLAN_INVALID for a file that is
     * not such an image; the offices placed on the floor keep their places.
     */
    async savePlan(actor: Actor, floorId: string, mediaType: FloorPlanType, bytes: Uint8Array): Promise<Floor> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      if (!(await repo.findFloor(db, team.id, floorId))) throw floorNotFound();
      const plan = await readFloorPlan(mediaType, bytes);
      return db.transaction(async (tx) => {
        const at = now();
        await repo.savePlan(tx, { floorId, teamId: team.id, ...plan, updatedAt: at });
        const floor = (await repo.listFloors(tx, team.id, { floorId }))[0];
        if (!floor) throw floorNotFound();
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "floor.plan_uploaded",
          targetType: "floor",
          targetId: floorId,
          data: { mediaType, width: plan.width, height: plan.height, bytes: plan.content.byteLength },
          ip: actor.ip,
        });
        const neighbourhoods = await neighbourhoodsByFloor(tx, team.id, floorId);
        return presentFloor(floor, floor.officeCount, floor.plan, neighbourhoods.get(floorId));
      });
    },

    /** The floor's plan (everyone in the team); 404 when the floor has none. */
    async readPlan(
      actor: Actor,
      floorId: string,
    ): Promise<{ mediaType: FloorPlanType; content: Uint8Array; updatedAt: Date }> {
      const team = requireTeam(actor);
      const plan = await repo.findPlan(db, team.id, floorId);
      if (!plan) throw notFound("Floor plan");
      return { mediaType: plan.mediaType, content: plan.content, updatedAt: plan.updatedAt };
    },

    /** Removes the floor's plan; its offices keep their places for the next plan. 404 when it has none. */
    async removePlan(actor: Actor, floorId: string): Promise<void> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.deletePlan(tx, team.id, floorId))) throw notFound("Floor plan");
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "floor.plan_removed",
          targetType: "floor",
          targetId: floorId,
          ip: actor.ip,
        });
      });
    },

    /**
     * Places the listed offices of the floor on its plan (or takes them off with null), all or none:
     * 404 when one of them is not on this floor of the team. One audit row names them all.
     */
    async setPositions(actor: Actor, floorId: string, body: SetPositionsBody): Promise<void> {
      assertCan(actor, "office:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.findFloor(tx, team.id, floorId))) throw floorNotFound();
        const ids = body.positions.map((p) => p.officeId);
        const here = await repo.officesOnFloor(tx, team.id, floorId, ids);
        if (ids.some((id) => !here.has(id))) throw notFound("Office");
        const at = now();
        for (const { officeId, position } of body.positions) {
          await repo.setPosition(tx, team.id, officeId, position, at);
        }
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "floor.positions_changed",
          targetType: "floor",
          targetId: floorId,
          data: { positions: body.positions },
          ip: actor.ip,
        });
      });
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
