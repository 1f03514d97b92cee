/**
 * Booking templates (docs/product.md "Recurring bookings and templates"): a member saves office,
 * local start time, duration, purpose and equipment under a name, and books from it by choosing
 * dates: one result per date (booked, or skipped and why), all in one transaction through the same
 * batched placement as a series. Templates are per user; another user's template is a 404.
 */
import type { z } from "zod";
import type { Executor } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { loadBookerNames } from "#server/modules/bookings/booker-names.ts";
import { assertOfficeActive, assertTrialActive } from "#server/modules/bookings/place-booking.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import type {
  bookTemplateBodySchema,
  PlacementResult,
  Template,
  templateBodySchema,
  updateTemplateBodySchema,
} from "#shared/schemas/series.ts";
import { formatMinute } from "#shared/time.ts";
import { placeDates, skippedSummary, wordSkips } from "./place-dates.ts";
import { seriesRequest } from "./series-context.ts";
import { slotOf } from "./series-dates.ts";
import { minuteOfTime } from "./series-rules.ts";
import * as repo from "./templates.repository.ts";

type TemplateBody = z.output<typeof templateBodySchema>;

function present(row: repo.TemplateRow, officeName: string): Template {
  return {
    id: row.id,
    name: row.name,
    officeId: row.officeId,
    officeName,
    startTime: formatMinute(row.startMinute),
    durationMinutes: row.durationMinutes,
    purpose: row.purpose,
    equipment: row.equipment,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTemplatesService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  async function officeOf(executor: Executor, teamId: string, officeId: string) {
    const office = await officesRepo.findOffice(executor, teamId, officeId);
    if (!office) throw notFound("Office");
    return office;
  }

  return {
    /** The actor's templates, by name. */
    async list(actor: Actor): Promise<Template[]> {
      const { team } = seriesRequest(actor, now(), "use");
      const rows = await repo.listTemplates(db, team.id, actor.id);
      return rows.map((row) => present(row, row.officeName));
    },

    /**
     * Saves a template. Throws 404 for an unknown office, 422 OFFICE_INACTIVE for a deactivated one.
     * Audited as "template.created".
     */
    async create(actor: Actor, body: TemplateBody): Promise<Template> {
      const { team, current } = seriesRequest(actor, now(), "save");
      const office = await officeOf(db, team.id, body.officeId);
      assertOfficeActive(office);
      return db.transaction(async (tx) => {
        const row = await repo.insertTemplate(tx, {
          teamId: team.id,
          userId: actor.id,
          name: body.name,
          officeId: office.id,
          startMinute: minuteOfTime(body.startTime),
          durationMinutes: body.durationMinutes,
          purpose: body.purpose || null,
          equipment: body.equipment ?? [],
          createdAt: current,
          updatedAt: current,
        });
        const template = present(row, office.name);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "template.created",
          targetType: "template",
          targetId: row.id,
          after: template,
          ip: actor.ip,
        });
        return template;
      });
    },

    /**
     * Changes one of the actor's templates. Throws 404 (template, office); 422 OFFICE_INACTIVE when it
     * moves to a deactivated office (a template whose office was deactivated later can still be edited).
     */
    async update(actor: Actor, id: string, body: z.output<typeof updateTemplateBodySchema>): Promise<Template> {
      const { team, current } = seriesRequest(actor, now(), "change");
      return db.transaction(async (tx) => {
        const before = await repo.findTemplate(tx, team.id, actor.id, id);
        if (!before) throw notFound("Template");
        const office = await officeOf(tx, team.id, body.officeId ?? before.officeId);
        if (office.id !== before.officeId) assertOfficeActive(office);
        const row = await repo.updateTemplate(tx, team.id, actor.id, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          officeId: office.id,
          ...(body.startTime !== undefined ? { startMinute: minuteOfTime(body.startTime) } : {}),
          ...(body.durationMinutes !== undefined ? { durationMinutes: body.durationMinutes } : {}),
          ...(body.purpose !== undefined ? { purpose: body.purpose || null } : {}),
          ...(body.equipment !== undefined ? { equipment: body.equipment } : {}),
          updatedAt: current,
        });
        if (!row) throw notFound("Template");
        const template = present(row, office.name);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "template.updated",
          targetType: "template",
          targetId: id,
          after: template,
          ip: actor.ip,
        });
        return template;
      });
    },

    /** Deletes one of the actor's templates. Throws 404. */
    async remove(actor: Actor, id: string): Promise<void> {
      const { team } = seriesRequest(actor, now(), "delete");
      await db.transaction(async (tx) => {
        if (!(await repo.deleteTemplate(tx, team.id, actor.id, id))) throw notFound("Template");
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "template.deleted",
          targetType: "template",
          targetId: id,
          ip: actor.ip,
        });
      });
    },

    /**
     * Books the template on each of `dates` (local dates, team zone) in one transaction under the
     * office row lock: one booking per free date, the others skipped with the reason, as a series.
     * Each created booking is audited as a single booking, "booking.created" with data.templateId.
     * Throws 404 (template), 422 OFFICE_INACTIVE, 402/403 (team state).
     */
    async book(actor: Actor, id: string, body: z.output<typeof bookTemplateBodySchema>): Promise<PlacementResult> {
      const { team, policy, zone, current } = seriesRequest(actor, now(), "book");
      const template = await repo.findTemplate(db, team.id, actor.id, id);
      if (!template) throw notFound("Template");
      assertTrialActive(team, current);
      const dates = [...new Set(body.dates)].sort();
      if (dates.length === 0)
        throw new AppError("VALIDATION_FAILED", "Choose at least one date.", { id: "errors.template.noDates" });
      return db.transaction(async (tx) => {
        const office = await officesRepo.findOffice(tx, team.id, template.officeId, true);
        if (!office) throw notFound("Office");
        assertOfficeActive(office);
        const { created, skipped } = await placeDates(tx, deps, {
          base: {
            teamId: team.id,
            policy,
            team,
            office,
            booker: { id: actor.id, name: actor.name },
            actor,
            wholeOffice: false,
            purpose: template.purpose,
            equipment: template.equipment,
            now: current,
          },
          slots: dates.map((date) => slotOf(date, template.startMinute, template.durationMinutes, zone)),
          actorIp: actor.ip,
          names: await loadBookerNames(tx, actor),
          audit: { action: "booking.created", data: { templateId: template.id } },
        });
        return {
          created,
          skipped: wordSkips(skipped, actor.language),
          message: skippedSummary(dates.length, skipped, actor.language),
        };
      });
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
