/**
 * Editing and cancelling a series (docs/product.md "Recurring bookings and templates"). An edit
 * applies to every date ("all") or splits the series at `fromDate` ("following": the old series
 * ends the day before, a new one starts with the changes and takes over the later occurrences).
 * Per-occurrence changes survive: an occurrence moved on its own (PATCH /api/bookings/{id}) keeps
 * its time and office, and a field changed on its own keeps its value; where the new slot is
 * impossible for a date, the date keeps its old slot and is reported. Cancel takes every date, this
 * and following, or a date range (holidays; dates not yet placed are excluded for good). Delete
 * cancels the future dates as "cancel all" does, keeps every other booking as a single booking, and
 * removes the series. Lock order as elsewhere: offices by id, then the series row, then bookings.
 *
 * Over 250 lines: edit and cancel share the series lock, the occurrence scan and the audit shape;
 * split apart they would each repeat that preamble.
 */
import type { Tx } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { presentBooking } from "#server/modules/bookings/booking-presenter.ts";
import * as bookingsRepo from "#server/modules/bookings/bookings.repository.ts";
import { cancelBookings } from "#server/modules/bookings/cancel-bookings.ts";
import * as occurrencesRepo from "#server/modules/bookings/occurrences.repository.ts";
import { assertOfficeActive, assertTrialActive, placeBooking } from "#server/modules/bookings/place-booking.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import { formatRule, ruleDates, SERIES_OCCURRENCES_MAX } from "#shared/recurrence.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type {
  CancelSeriesBody,
  DeleteSeriesResult,
  UpdateSeriesBody,
  UpdateSeriesResult,
} from "#shared/schemas/series.ts";
import { shiftDate } from "#shared/time.ts";
import { type SkipRecord, skippedSummary, skipRecord, wordSkips } from "./place-dates.ts";
import * as repo from "./series.repository.ts";
import { assertMaySeeSeries, presentMany, seriesRequest } from "./series-context.ts";
import { firstDateFrom, slotOf } from "./series-dates.ts";
import { ruleOf, wordSeries } from "./series-presenter.ts";
import { minuteOfTime } from "./series-rules.ts";

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Throws SERIES_NOT_EDITABLE for a cancelled series. */
function assertSeriesActive(row: { status: string }): void {
  if (row.status !== "active") {
    throw new AppError("SERIES_NOT_EDITABLE", "This series is cancelled and can no longer be changed.", {
      id: "errors.series.notEditable",
    });
  }
}

export function createSeriesEditor(deps: ServiceDeps) {
  const { db, record, now } = deps;

  /** Cancels occurrences of a series (bookings' one cancel path, with its records); returns how many. */
  async function cancelOccurrences(tx: Tx, actor: Actor, teamId: string, rows: bookingsRepo.BookingView[], at: Date) {
    return (await cancelBookings(tx, record, { teamId, actor, bookings: rows, at })).length;
  }

  type Office = NonNullable<Awaited<ReturnType<typeof officesRepo.findOffice>>>;
  type SeriesRow = NonNullable<Awaited<ReturnType<typeof repo.findSeries>>>;
  type SeriesChanges = Pick<
    SeriesRow,
    "officeId" | "startMinute" | "durationMinutes" | "purpose" | "equipment" | "updatedAt"
  >;

  /**
   * Locks what an edit of series `seriesId` decides on, in the lock order of every booking write:
   * the offices (old and new, by id), then the series row. Returns the row and the office it is to
   * be in. Throws 404 (series, office), 403, 409 SERIES_NOT_EDITABLE.
   */
  async function lockForEdit(tx: Tx, actor: Actor, teamId: string, seriesId: string, officeId: string | undefined) {
    const seen = await repo.findSeries(tx, teamId, seriesId);
    if (!seen) throw notFound("Series");
    assertMaySeeSeries(actor, seen, "change");
    assertSeriesActive(seen);
    const locked = new Map<string, Office>();
    for (const id of [...new Set([seen.officeId, officeId ?? seen.officeId])].sort()) {
      const office = await officesRepo.findOffice(tx, teamId, id, true);
      if (office) locked.set(id, office);
    }
    const row = await repo.findSeries(tx, teamId, seriesId, true);
    if (!row) throw notFound("Series");
    const office = locked.get(officeId ?? row.officeId);
    if (!office) throw notFound("Office");
    if (office.id !== row.officeId) assertOfficeActive(office);
    return { row, office };
  }

  /**
   * Splits `row` at `splitAt` ("this and following"): a new series from `splitAt` with `changes`,
   * taking the occurrences and skips from that date; the old one ends the day before. Returns the
   * new series' id.
   */
  async function splitSeries(
    tx: Tx,
    actor: Actor,
    row: SeriesRow,
    splitAt: string,
    changes: SeriesChanges,
    at: Date,
  ): Promise<string> {
    const rule = ruleOf(row);
    const before = ruleDates(rule, row.startDate, shiftDate(splitAt, -1), SERIES_OCCURRENCES_MAX + 1).length;
    const created = await repo.insertSeries(tx, {
      ...changes,
      teamId: row.teamId,
      userId: row.userId,
      createdBy: actor.id,
      rrule: formatRule({ ...rule, count: rule.count === null ? null : rule.count - before }),
      startDate: splitAt,
      wholeOffice: row.wholeOffice,
      excludedDates: row.excludedDates.filter((d) => d >= splitAt),
      materialisedThrough: row.materialisedThrough,
      createdAt: at,
    });
    await repo.updateSeries(tx, row.teamId, row.id, {
      rrule: formatRule({ ...rule, count: null, until: shiftDate(splitAt, -1) }),
      excludedDates: row.excludedDates.filter((d) => d < splitAt),
      updatedAt: at,
    });
    const moving = await occurrencesRepo.listOccurrences(tx, row.teamId, [row.id], splitAt);
    await occurrencesRepo.reassignOccurrences(
      tx,
      row.teamId,
      moving.map((b) => b.id),
      created.id,
    );
    await repo.moveSkips(tx, row.teamId, row.id, created.id, splitAt);
    return created.id;
  }

  /**
   * Gives the occurrences of series `targetId` still to come (from `fromDate`) the `changes`, except
   * what was changed on an occurrence alone: a new slot through placeBooking (the rules module; a
   * date it refuses keeps its old time and is reported), new details in place. Each change is
   * recorded as "booking.updated". Returns the dates not moved, how many changed and how many were
   * considered.
   */
  async function applyToOccurrences(
    tx: Tx,
    context: ReturnType<typeof seriesRequest> & { actor: Actor; office: Office },
    row: SeriesRow,
    targetId: string,
    changes: SeriesChanges,
    fromDate: string | undefined,
  ) {
    const { team, policy, zone, current, actor, office } = context;
    const occurrences = await occurrencesRepo.listOccurrences(tx, team.id, [targetId], fromDate);
    const slotChanged =
      changes.officeId !== row.officeId ||
      changes.startMinute !== row.startMinute ||
      changes.durationMinutes !== row.durationMinutes;
    const skipped: SkipRecord[] = [];
    let updatedCount = 0;
    let considered = 0;
    for (const occ of occurrences) {
      if (occ.status !== "confirmed" || occ.endAt.getTime() <= current.getTime() || !occ.occurrenceDate) continue;
      considered += 1;
      const date = occ.occurrenceDate;
      const expected = slotOf(date, row.startMinute, row.durationMinutes, zone);
      const movedAlone =
        occ.officeId !== row.officeId ||
        occ.startAt.getTime() !== expected.start.getTime() ||
        occ.endAt.getTime() !== expected.end.getTime();
      const purpose = occ.purpose === row.purpose ? changes.purpose : occ.purpose;
      const equipment = sameList(occ.equipment, row.equipment) ? changes.equipment : occ.equipment;
      const before = presentBooking(occ);
      let after: Booking | null = null;
      if (slotChanged && !movedAlone) {
        const slot = slotOf(date, changes.startMinute, changes.durationMinutes, zone);
        const placement = await placeBooking(tx, {
          teamId: team.id,
          policy,
          team,
          office,
          booker: { id: occ.userId, name: occ.userName },
          actor,
          start: slot.start,
          end: slot.end,
          wholeOffice: row.wholeOffice,
          purpose,
          equipment,
          now: current,
          replacing: occ.id,
        });
        if (placement.placed) after = placement.booking;
        else skipped.push(skipRecord(slot, zone, office.name, placement.skipped, null, true));
      }
      if (!after && (purpose !== occ.purpose || !sameList(equipment, occ.equipment))) {
        const updated = await bookingsRepo.updateBooking(tx, team.id, occ.id, { purpose, equipment });
        after = presentBooking({ ...occ, ...updated });
      }
      if (!after) continue;
      updatedCount += 1;
      await record(tx, {
        teamId: team.id,
        actorId: actor.id,
        action: "booking.updated",
        targetType: "booking",
        targetId: occ.id,
        before,
        after,
        ip: actor.ip,
        data: { seriesId: targetId },
      });
    }
    return { skipped, updatedCount, considered };
  }

  return {
    /**
     * PATCH /api/series/{id}. Returns the (old) series, the new one of a split, how many occurrences
     * changed, and the dates whose new slot was impossible (kept as they were). Throws 404, 403,
     * 409 SERIES_NOT_EDITABLE, 402/403 (team state), 422 (office inactive, no date from fromDate).
     */
    async update(actor: Actor, seriesId: string, body: UpdateSeriesBody): Promise<UpdateSeriesResult> {
      const context = seriesRequest(actor, now(), "change");
      const { team, current, today } = context;
      return db.transaction(async (tx) => {
        const { row, office } = await lockForEdit(tx, actor, team.id, seriesId, body.officeId);
        assertTrialActive(team, current);
        const changes: SeriesChanges = {
          officeId: office.id,
          startMinute: body.startTime === undefined ? row.startMinute : minuteOfTime(body.startTime),
          durationMinutes: body.durationMinutes ?? row.durationMinutes,
          purpose: body.purpose === undefined ? row.purpose : body.purpose || null,
          equipment: body.equipment ?? row.equipment,
          updatedAt: current,
        };
        const splitAt =
          body.scope === "following" && body.fromDate
            ? firstDateFrom({ rule: ruleOf(row), startDate: row.startDate }, body.fromDate)
            : null;
        if (body.scope === "following" && splitAt === null) {
          throw new AppError("SERIES_RULE_INVALID", "The series has no date on or after the chosen date to change.", {
            id: "errors.series.noDateToChange",
          });
        }
        // A split at the first date is the whole series.
        const fromDate = splitAt !== null && splitAt > row.startDate ? splitAt : undefined;
        const newSeriesId = fromDate ? await splitSeries(tx, actor, row, fromDate, changes, current) : null;
        if (!newSeriesId) await repo.updateSeries(tx, team.id, row.id, changes);
        const targetId = newSeriesId ?? row.id;
        const { skipped, updatedCount, considered } = await applyToOccurrences(
          tx,
          { ...context, actor, office },
          row,
          targetId,
          changes,
          fromDate,
        );
        const views = [await repo.findSeries(tx, team.id, row.id)];
        if (newSeriesId) views.push(await repo.findSeries(tx, team.id, newSeriesId));
        const [series, newSeries] = await presentMany(
          tx,
          team.id,
          views.filter((v) => v !== null),
          current,
          today,
        );
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "series.updated",
          targetType: "series",
          targetId: row.id,
          after: {
            series,
            newSeries: newSeries ?? null,
            scope: body.scope,
            fromDate: fromDate ?? null,
            skipped,
          },
          ip: actor.ip,
          data: { updatedCount },
        });
        return {
          series: wordSeries(series, actor.language),
          newSeries: newSeries ? wordSeries(newSeries, actor.language) : null,
          updatedCount,
          created: [],
          skipped: wordSkips(skipped, actor.language),
          message: skippedSummary(considered, skipped, actor.language, "notChanged"),
        };
      });
    },

    /**
     * POST /api/series/{id}/cancel: every date ("all"), fromDate on ("following": the series then ends
     * the day before), or fromDate..toDate inclusive ("range"; later, unplaced dates in it are excluded
     * for good). Only live occurrences that have not ended are cancelled; each frees its slot. Throws
     * 404, 403, 409 SERIES_NOT_EDITABLE.
     */
    async cancel(actor: Actor, seriesId: string, body: CancelSeriesBody) {
      const { team, current, today } = seriesRequest(actor, now(), "cancel");
      return db.transaction(async (tx) => {
        const row = await repo.findSeries(tx, team.id, seriesId, true);
        if (!row) throw notFound("Series");
        assertMaySeeSeries(actor, row, "cancel");
        assertSeriesActive(row);
        const rule = ruleOf(row);
        const from = body.scope === "all" ? row.startDate : (body.fromDate ?? row.startDate);
        const to = body.scope === "range" ? (body.toDate ?? from) : null;
        const occurrences = (await occurrencesRepo.listOccurrences(tx, team.id, [row.id], from)).filter(
          (occ) =>
            occ.status === "confirmed" &&
            occ.endAt.getTime() > current.getTime() &&
            (to === null || (occ.occurrenceDate ?? "") <= to),
        );
        const cancelledCount = await cancelOccurrences(tx, actor, team.id, occurrences, current);
        if (body.scope === "all" || (body.scope === "following" && from <= row.startDate)) {
          await repo.updateSeries(tx, team.id, row.id, { status: "cancelled", updatedAt: current });
        } else if (body.scope === "following") {
          await repo.updateSeries(tx, team.id, row.id, {
            rrule: formatRule({ ...rule, count: null, until: shiftDate(from, -1) }),
            updatedAt: current,
          });
        } else if (to !== null) {
          const inRange = ruleDates(rule, row.startDate, to, SERIES_OCCURRENCES_MAX + 1, shiftDate(from, -1));
          const excludedDates = [...new Set([...row.excludedDates, ...inRange])].sort();
          await repo.updateSeries(tx, team.id, row.id, { excludedDates, updatedAt: current });
        }
        const view = await repo.findSeries(tx, team.id, row.id);
        const [series] = await presentMany(tx, team.id, view ? [view] : [], current, today);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "series.cancelled",
          targetType: "series",
          targetId: row.id,
          after: {
            series,
            scope: body.scope,
            fromDate: body.fromDate ?? null,
            toDate: body.toDate ?? null,
            cancelledCount,
          },
          ip: actor.ip,
        });
        return { series: series && wordSeries(series, actor.language), cancelledCount };
      });
    },

    /**
     * DELETE /api/series/{id}: cancels its live dates that have not ended (as cancel "all", each
     * audited "booking.cancelled"), keeps every other booking of it (past, cancelled, moved) as a
     * single booking, and removes the series and its skipped dates; audited "series.deleted" with the
     * series as it was, in the same transaction. A cancelled series can be deleted too. Throws 404
     * (another team's or unknown), 403 (another member's, unless team_manager or above).
     */
    async remove(actor: Actor, seriesId: string): Promise<DeleteSeriesResult> {
      const { team, current, today } = seriesRequest(actor, now(), "delete");
      return db.transaction(async (tx) => {
        const row = await repo.findSeries(tx, team.id, seriesId, true);
        if (!row) throw notFound("Series");
        assertMaySeeSeries(actor, row, "delete");
        const [before] = await presentMany(tx, team.id, [row], current, today);
        const live = (await occurrencesRepo.listOccurrences(tx, team.id, [row.id])).filter(
          (occ) => occ.status === "confirmed" && occ.endAt.getTime() > current.getTime(),
        );
        const cancelledCount = await cancelOccurrences(tx, actor, team.id, live, current);
        const keptCount = (await occurrencesRepo.detachOccurrences(tx, team.id, row.id)) - cancelledCount;
        await repo.deleteSeries(tx, team.id, row.id);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "series.deleted",
          targetType: "series",
          targetId: row.id,
          before,
          after: { cancelledCount, keptCount },
          ip: actor.ip,
        });
        return { cancelledCount, keptCount };
      });
    },
  };
}
