/**
 * Team analytics (docs/product.md "Tenancy and roles": team admins only). Every figure is
 * an SQL aggregate in the team's zone (analytics.repository.ts); this service picks the range,
 * checks access and the office, and turns sums into rates. Rates are ratios 0..1, rounded to 4
 * places; hours to 2.
 */
import type { z } from "zod";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import { type Analytics, analyticsDays, type analyticsQuerySchema } from "#shared/schemas/analytics.ts";
import { localDayRange, minuteToClock, shiftDate, todayInZone } from "#shared/time.ts";
import * as repo from "./analytics.repository.ts";

type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
const ACCESS_MESSAGE = "Only team admins can see team analytics.";
/** The range when none is asked for: the last 30 local days, today included. */
const DEFAULT_DAYS = 30;
const TOP_MEMBERS = 10;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** `part ÷ whole` rounded to 4 places; null when there is no whole. */
const ratio = (part: number, whole: number) => (whole > 0 ? round(part / whole, 4) : null);

export function createAnalyticsService(deps: ServiceDeps) {
  const { db, now } = deps;

  /** The range, zone and filter of a query; 404 for an office not in the team. */
  async function scopeOf(actor: Actor, query: AnalyticsQuery): Promise<repo.AnalyticsScope> {
    assertCan(actor, "team:analytics", ACCESS_MESSAGE);
    const team = requireTeam(actor);
    const zone = team.timeZone;
    const to = query.to ?? todayInZone(zone, now());
    const from = query.from ?? shiftDate(to, -(DEFAULT_DAYS - 1));
    if (query.officeId && !(await officesRepo.findOffice(db, team.id, query.officeId))) throw notFound("Office");
    return {
      teamId: team.id,
      zone,
      from,
      to,
      rangeStart: localDayRange(from, zone).start,
      rangeEnd: localDayRange(to, zone).end,
      businessStartMinute: team.businessStartMinute,
      businessEndMinute: team.businessEndMinute,
      officeId: query.officeId ?? null,
    };
  }

  return {
    /**
     * GET /api/team/analytics: every figure of /team/analytics for local days from..to (default the
     * last 30 days) in the team zone, optionally one office. 403 below team_admin, 404 for an office
     * of another team.
     */
    async get(actor: Actor, query: AnalyticsQuery): Promise<Analytics> {
      const scope = await scopeOf(actor, query);
      const checkInRequired = requireTeam(actor).checkInRequired;
      const [offices, { heatmap: cells, perDay, summary }, top] = await Promise.all([
        repo.officeUtilisation(db, scope),
        repo.bookingFigures(db, scope, now()),
        repo.topMembers(db, scope, TOP_MEMBERS),
      ]);
      const utilisation = offices.map((o) => ({
        ...o,
        bookedSeatHours: round(o.bookedSeatHours, 2),
        bookableSeatHours: round(o.bookableSeatHours, 2),
        utilisation: ratio(o.bookedSeatHours, o.bookableSeatHours) ?? 0,
      }));
      const capacity = offices.reduce((sum, o) => sum + o.capacity, 0);
      const byHour = new Map<number, number>();
      for (const c of cells) byHour.set(c.hour, (byHour.get(c.hour) ?? 0) + c.seatHours);
      const peak = [...byHour.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
      const ranked = [...utilisation].sort(
        (a, b) => b.utilisation - a.utilisation || a.officeName.localeCompare(b.officeName),
      );
      const ref = (o: (typeof ranked)[number] | undefined) =>
        o ? { id: o.officeId, name: o.officeName, utilisation: o.utilisation } : null;
      return {
        range: {
          from: scope.from,
          to: scope.to,
          days: analyticsDays(scope.from, scope.to),
          timeZone: scope.zone,
          businessHoursStart: minuteToClock(scope.businessStartMinute),
          businessHoursEnd: minuteToClock(scope.businessEndMinute),
        },
        officeId: scope.officeId,
        summary: {
          total: summary.total,
          confirmed: summary.confirmed,
          cancelled: summary.cancelled,
          released: summary.released,
          noShowRate: checkInRequired ? ratio(summary.releasedStarted, summary.started) : null,
          cancellationRate: ratio(summary.cancelled, summary.total),
          averageLeadTimeHours: summary.leadHours === null ? null : round(Number(summary.leadHours), 2),
          averageDurationMinutes: summary.durationMinutes === null ? null : round(Number(summary.durationMinutes), 2),
          bookedSeatHours: round(
            offices.reduce((sum, o) => sum + o.bookedSeatHours, 0),
            2,
          ),
          peakHour: peak ? peak[0] : null,
          busiestOffice: ref(ranked[0]),
          leastUsedOffice: ranked.length > 1 ? ref(ranked[ranked.length - 1]) : null,
        },
        utilisation,
        heatmap: cells.map((c) => ({
          weekday: c.weekday,
          hour: c.hour,
          seatHours: round(c.seatHours, 2),
          occupancy: capacity > 0 ? round(c.seatHours / (capacity * c.slots), 4) : 0,
        })),
        perDay,
        topMembers: top.map((m) => ({ ...m, bookedHours: round(m.bookedHours, 2) })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
