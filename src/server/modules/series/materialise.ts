/**
 * Extends series as days pass (docs/product.md "Recurring bookings and templates"): each run
 * places, for every active series whose placed dates stop short of its team's booking horizon, the
 * dates that have come inside it, through the same path as creating a series (the rules module,
 * batched placement, the exclusion constraint; skipped dates reported in series_skips).
 *
 * Idempotent and safe with several instances: per series, one transaction takes the office row lock
 * (the lock order of every booking write), then claims the series row FOR UPDATE SKIP LOCKED (an
 * instance that cannot claim it moves on), then places only dates with no booking row and no skip
 * yet; the unique index (series_id, occurrence_date) backs this up. The app runs it at start and
 * every hour (app.ts builds it, start.ts starts it); tests call `run()`.
 */
import { redactLogValue } from "#server/lib/log-redaction.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { loadBookerNames } from "#server/modules/bookings/booker-names.ts";
import { policyFromTeam } from "#server/modules/bookings/booking-policy.ts";
import * as occurrencesRepo from "#server/modules/bookings/occurrences.repository.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { officeInactiveViolation, teamStateViolation } from "#shared/booking-rules.ts";
import { placeDates, type SkipRecord, skipRecord } from "./place-dates.ts";
import * as repo from "./series.repository.ts";
import { dueDates } from "./series-dates.ts";
import { ruleOf } from "./series-presenter.ts";

/** Series handled per run; the rest are picked up by the next runs. */
const SERIES_PER_RUN = 200;

export interface SeriesMaterialiser {
  /** One pass over the due series (of one team with `teamId`) as of the clock's now; returns what it placed. */
  run(options?: { teamId?: string }): Promise<{ series: number; created: number; skipped: number }>;
  /** Runs now and then every `intervalMs` (an hour by default). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createSeriesMaterialiser(
  deps: ServiceDeps & { log?: { warn: (o: object, m: string) => void } },
): SeriesMaterialiser {
  const { db, record, now } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** Extends one series; returns the counts, or null when another instance holds it. */
  async function extend(due: { id: string; teamId: string; officeId: string }, at: Date) {
    return db.transaction(async (tx) => {
      const office = await officesRepo.findOffice(tx, due.teamId, due.officeId, true);
      const row = await repo.claimSeries(tx, due.teamId, due.id);
      if (!office || !row || row.officeId !== office.id) return null;
      const team = await teamRepo.findTeam(tx, due.teamId);
      if (!team) return null;
      const booker = await userRepo.findMember(tx, due.teamId, row.userId);
      if (!booker) {
        // Its booker left the team: nothing can be placed for them again, so the series ends here
        // (and stops coming back first in every run, ahead of the series that can still grow).
        await repo.updateSeries(tx, due.teamId, row.id, { status: "cancelled", updatedAt: at });
        await record(tx, {
          teamId: due.teamId,
          actorId: null,
          action: "series.ended",
          targetType: "series",
          targetId: row.id,
          after: { status: "cancelled", reason: "The booker is no longer a member of the team." },
        });
        return { created: 0, skipped: 0 };
      }
      // A team that may not book now (trial over, suspended) waits: its series' dates are placed
      // when it may book again, not skipped for good.
      if (teamStateViolation(team, at)) return { created: 0, skipped: 0 };
      const policy = policyFromTeam(team);
      const zone = policy.timeZone;
      const shape = { ...row, rule: ruleOf(row) };
      const dates = dueDates(shape, zone, at, policy, row.materialisedThrough);
      const first = dates.slots[0]?.date;
      const [placed, skips] = await Promise.all([
        first ? occurrencesRepo.listOccurrences(tx, due.teamId, [row.id], first) : Promise.resolve([]),
        repo.listSkips(tx, due.teamId, [row.id]),
      ]);
      const decided = new Set([...placed.map((b) => b.occurrenceDate), ...skips.map((s) => s.occurrenceDate)]);
      // Dates that began while no job ran have simply passed: neither placed nor reported.
      const open = dates.slots.filter((slot) => !decided.has(slot.date) && slot.start.getTime() > at.getTime());
      // A deactivated office places nothing, and says so for each date (never silently dropped).
      const inactive = officeInactiveViolation(office);
      const closed: SkipRecord[] = inactive
        ? open.map((slot) => skipRecord(slot, zone, office.name, inactive, null))
        : [];
      const outcome = await placeDates(tx, deps, {
        base: {
          teamId: due.teamId,
          policy,
          team,
          office,
          booker: { id: booker.id, name: booker.name },
          actor: { id: row.createdBy ?? row.userId },
          wholeOffice: row.wholeOffice,
          purpose: row.purpose,
          equipment: row.equipment,
          seriesId: row.id,
          now: at,
        },
        names: await loadBookerNames(tx, { id: booker.id, role: "member", team }),
        slots: inactive ? [] : open,
        actorIp: null,
      });
      const created = outcome.created;
      const skipped = [...closed, ...outcome.skipped];
      await repo.insertSkips(
        tx,
        skipped.map((skip) => ({ ...skip, occurrenceDate: skip.date, seriesId: row.id, teamId: due.teamId })),
      );
      await repo.updateSeries(tx, due.teamId, row.id, { materialisedThrough: dates.through });
      if (created.length > 0 || skipped.length > 0) {
        await record(tx, {
          teamId: due.teamId,
          actorId: null,
          action: "series.extended",
          targetType: "series",
          targetId: row.id,
          // The booker and office name the notification of skipped dates (notifications.subscriber.ts).
          after: {
            createdCount: created.length,
            skipped,
            through: dates.through,
            userId: row.userId,
            officeName: office.name,
          },
        });
      }
      return { created: created.length, skipped: skipped.length };
    });
  }

  async function run(options: { teamId?: string } = {}) {
    const at = now();
    const totals = { series: 0, created: 0, skipped: 0 };
    for (const due of await repo.findDueSeries(db, at, SERIES_PER_RUN, options.teamId)) {
      // One series that fails (its transaction rolled back) must not hold up the others behind it.
      const done = await extend(due, at).catch((error: unknown) => {
        deps.log?.warn({ err: redactLogValue(error), seriesId: due.id }, "series extension failed");
        return null;
      });
      if (!done) continue;
      totals.series += 1;
      totals.created += done.created;
      totals.skipped += done.skipped;
    }
    return totals;
  }

  const runLogged = () => {
    running = run().catch((error) => deps.log?.warn({ err: redactLogValue(error) }, "series extension failed"));
  };

  return {
    run,
    start(intervalMs = 60 * 60_000) {
      if (timer) return;
      runLogged();
      timer = setInterval(runLogged, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
