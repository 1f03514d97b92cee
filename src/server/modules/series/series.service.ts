/**
 * Recurring series (docs/product.md "Recurring bookings and templates"): preview (nothing
 * written), create (the series row, then every date inside the booking horizon placed as a real
 * booking in ONE transaction under the office row lock, the skipped dates reported and stored), and
 * the reads. Edits and cancels are in series-edit.ts; the job extending endless series in
 * materialise.ts. Days are local days of the team's zone; `now` is the service clock.
 */
import type { z } from "zod";
import type { Actor } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import { decodeCreatedKeyset, encodeCreatedKeyset } from "#server/lib/keyset-cursor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { loadBookerNames } from "#server/modules/bookings/booker-names.ts";
import { presentBooking } from "#server/modules/bookings/booking-presenter.ts";
import * as occurrencesRepo from "#server/modules/bookings/occurrences.repository.ts";
import { assertOfficeActive, assertTrialActive } from "#server/modules/bookings/place-booking.ts";
import { judgeBatch } from "#server/modules/bookings/place-bookings.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import { formatRule } from "#shared/recurrence.ts";
import type {
  CreateSeriesResult,
  listSeriesQuerySchema,
  Series,
  SeriesDetail,
  SeriesPreview,
  seriesBodySchema,
} from "#shared/schemas/series.ts";
import { localDate } from "#shared/time.ts";
import { holderAsSeen, placeDates, skippedSummary, skipRecord, wordSkips } from "./place-dates.ts";
import * as repo from "./series.repository.ts";
import { assertMaySeeSeries, assertMaySeeTeam, presentMany, resolveBooker, seriesRequest } from "./series-context.ts";
import { dueDates, slotOf } from "./series-dates.ts";
import { createSeriesEditor } from "./series-edit.ts";
import { describeRule, endTimeOf, presentSeries, wordSeries } from "./series-presenter.ts";
import {
  assertEndsAfterStart,
  assertReasonableCount,
  assertStartsNotInPast,
  assertValidRule,
  minuteOfTime,
} from "./series-rules.ts";

type SeriesBody = z.output<typeof seriesBodySchema>;

export function createSeriesService(deps: ServiceDeps) {
  const { db, record, now } = deps;

  /** The validated request: team, policy, booker, the rule and the dates due now. Throws 4xx. */
  async function planOf(actor: Actor, body: SeriesBody, verb: string) {
    const context = seriesRequest(actor, now(), verb);
    const { team, policy, zone, current } = context;
    const booker = await resolveBooker(db, actor, team.id, body.userId);
    const rule = assertValidRule(body.rrule);
    const startDate = body.startDate ?? localDate(current, zone);
    assertStartsNotInPast(startDate, context.today);
    assertEndsAfterStart(rule, startDate);
    const startMinute = minuteOfTime(body.startTime);
    const shape = { rule, startDate, startMinute, durationMinutes: body.durationMinutes, excludedDates: [] };
    const due = dueDates(shape, zone, current, policy, null);
    assertReasonableCount(due, policy.horizonDays);
    const base = {
      teamId: team.id,
      policy,
      team,
      booker,
      actor,
      wholeOffice: body.wholeOffice ?? false,
      purpose: body.purpose || null,
      equipment: body.equipment ?? [],
      now: current,
    };
    return { ...context, booker, rule, startDate, startMinute, due, base };
  }

  return {
    /**
     * The dates a series body would give now and why any would be skipped (the shared rules, the
     * quota, conflicts naming the holder), the rule in words; writes nothing. Throws what create throws
     * before placing: 422 (rule, OFFICE_INACTIVE), 403/404 (member, office).
     */
    async preview(actor: Actor, body: SeriesBody): Promise<SeriesPreview> {
      const plan = await planOf(actor, body, "preview");
      const office = await officesRepo.findOffice(db, plan.team.id, body.officeId);
      if (!office) throw notFound("Office");
      assertOfficeActive(office);
      const slots = plan.due.slots;
      const names = await loadBookerNames(db, actor);
      const decisions = await judgeBatch(
        db,
        {
          ...plan.base,
          office,
          items: slots.map((slot) => ({ start: slot.start, end: slot.end, occurrenceDate: slot.date })),
        },
        { lock: false },
      );
      const startTime = body.startTime;
      const endTime = endTimeOf({ startMinute: plan.startMinute, durationMinutes: body.durationMinutes });
      return {
        summary: describeRule(plan.rule, plan.startDate, startTime, endTime),
        rrule: formatRule(plan.rule),
        endless: plan.due.endless,
        laterCount: plan.due.laterCount,
        dates: slots.map((slot, i) => {
          const decision = decisions[i];
          const skip =
            decision.kind === "skip"
              ? wordSkips(
                  [skipRecord(slot, plan.zone, office.name, decision.skipped, holderAsSeen(decision.holder, names))],
                  actor.language,
                )[0]
              : null;
          const conflict = skip ? { reason: skip.reason, message: skip.message } : null;
          return { date: slot.date, startISO: slot.start.toISOString(), endISO: slot.end.toISOString(), conflict };
        }),
      };
    },

    /**
     * Creates a series and places its dates inside the horizon in one transaction (office row lock,
     * batched placement). Audited as one "series.created" plus one "occurrence.created" per booking.
     * Returns the series, the bookings, the skipped dates and the spec's sentence about them. Throws
     * 422 (rule, too many dates), 404 (office, member), 403, 402/403 (team state), 422 OFFICE_INACTIVE.
     */
    async create(actor: Actor, body: SeriesBody): Promise<CreateSeriesResult> {
      const plan = await planOf(actor, body, "create");
      assertTrialActive(plan.team, plan.current);
      return db.transaction(async (tx) => {
        const office = await officesRepo.findOffice(tx, plan.team.id, body.officeId, true);
        if (!office) throw notFound("Office");
        assertOfficeActive(office);
        const row = await repo.insertSeries(tx, {
          teamId: plan.team.id,
          officeId: office.id,
          userId: plan.booker.id,
          createdBy: actor.id,
          rrule: formatRule(plan.rule),
          startDate: plan.startDate,
          startMinute: plan.startMinute,
          durationMinutes: body.durationMinutes,
          purpose: plan.base.purpose,
          equipment: plan.base.equipment,
          wholeOffice: plan.base.wholeOffice,
          materialisedThrough: plan.due.through,
          createdAt: plan.current,
          updatedAt: plan.current,
        });
        const { created, skipped } = await placeDates(tx, deps, {
          base: { ...plan.base, office, seriesId: row.id },
          slots: plan.due.slots,
          actorIp: actor.ip,
          names: await loadBookerNames(tx, { id: plan.booker.id, role: "member", team: plan.team }),
        });
        await repo.insertSkips(
          tx,
          skipped.map((skip) => ({ ...skip, occurrenceDate: skip.date, seriesId: row.id, teamId: plan.team.id })),
        );
        const upcoming = created.filter((booking) => Date.parse(booking.endISO) > plan.current.getTime());
        const series = presentSeries(
          { ...row, officeName: office.name, userName: plan.booker.name },
          { nextDate: upcoming[0] ? localDate(upcoming[0].startISO, plan.zone) : null, upcoming: upcoming.length },
          skipped.map((skip) => ({
            seriesId: row.id,
            teamId: plan.team.id,
            occurrenceDate: skip.date,
            reason: skip.reason,
            message: skip.message,
            text: skip.text ?? null,
            createdAt: plan.current,
          })),
          plan.today,
        );
        await record(tx, {
          teamId: plan.team.id,
          actorId: actor.id,
          action: "series.created",
          targetType: "series",
          targetId: row.id,
          after: series,
          ip: actor.ip,
          data: { createdCount: created.length, skippedCount: skipped.length },
        });
        return {
          series: wordSeries(series, actor.language),
          created,
          skipped: wordSkips(skipped, actor.language),
          message: skippedSummary(plan.due.slots.length, skipped, actor.language),
        };
      });
    },

    /**
     * A page of the actor's series, or (scope "team", team_manager and above) the team's; newest
     * first, `limit` after the cursor's series, and the next page's cursor (null on the last page).
     * One more row than the page is read to know. 400 for a cursor that is not one of ours.
     */
    async list(
      actor: Actor,
      query: z.output<typeof listSeriesQuerySchema>,
    ): Promise<{ items: Series[]; nextCursor: string | null }> {
      const { team, current, today } = seriesRequest(actor, now(), "see");
      if (query.scope === "team") assertMaySeeTeam(actor);
      const rows = await repo.listSeries(db, team.id, {
        userId: query.scope === "team" ? undefined : actor.id,
        after: query.cursor ? decodeCreatedKeyset(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const series = await presentMany(db, team.id, page, current, today);
      const last = page[page.length - 1];
      return {
        items: series.map((one) => wordSeries(one, actor.language)),
        nextCursor: rows.length > query.limit ? encodeCreatedKeyset(last.keyset) : null,
      };
    },

    /** One series with every occurrence (any status) and whether each differs from the series. Throws 404/403. */
    async get(actor: Actor, seriesId: string): Promise<SeriesDetail> {
      const { team, current, today, zone } = seriesRequest(actor, now(), "see");
      const row = await repo.findSeries(db, team.id, seriesId);
      if (!row) throw notFound("Series");
      assertMaySeeSeries(actor, row, "see");
      const [series] = await presentMany(db, team.id, [row], current, today);
      const rows = await occurrencesRepo.listOccurrences(db, team.id, [row.id]);
      return {
        ...wordSeries(series, actor.language),
        occurrences: rows.map((booking) => {
          const date = booking.occurrenceDate ?? localDate(booking.startAt, zone);
          const expected = slotOf(date, row.startMinute, row.durationMinutes, zone);
          const isException =
            booking.status !== "confirmed" ||
            booking.officeId !== row.officeId ||
            booking.startAt.getTime() !== expected.start.getTime() ||
            booking.endAt.getTime() !== expected.end.getTime();
          return { date, isException, booking: presentBooking(booking) };
        }),
      };
    },

    ...createSeriesEditor(deps),
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
