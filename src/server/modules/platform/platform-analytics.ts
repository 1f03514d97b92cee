/**
 * GET /api/admin/analytics: sign-ups, active teams and bookings per UTC day, trial
 * conversion, teams by size, top teams by bookings. A team is active on a day when a confirmed
 * booking of it starts that day. Days are UTC: the platform spans every team's zone.
 */
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import { errorResponses } from "#server/lib/http.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import {
  type AdminAnalytics,
  ANALYTICS_RANGE_DAYS_MAX,
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
} from "#shared/schemas/platform.ts";
import { DAY_MS, shiftDate, todayInZone } from "#shared/time.ts";
import { assertSuperAdmin } from "./platform-access.ts";
import { iso } from "./platform-sql.ts";

type Row = Record<string, string | number | null>;
const SIZES = ["1", "2-5", "6-10", "11-25", "26+"];

/** The range asked for, or the last 30 days to today; 422 when reversed or longer than the maximum. */
export function analyticsRange(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): { from: string; to: string } {
  const end = to ?? todayInZone("UTC", now);
  const start = from ?? shiftDate(end, -29);
  // A yyyy-MM-dd string parses as its UTC midnight.
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
  if (Number.isNaN(days))
    throw new AppError("VALIDATION_FAILED", "Use real dates like 2026-11-23.", { id: "errors.analytics.realDates" });
  if (days < 1)
    throw new AppError("END_BEFORE_START", "The range ends before it starts.", { id: "errors.analytics.rangeOrder" });
  if (days > ANALYTICS_RANGE_DAYS_MAX) {
    throw new AppError("VALIDATION_FAILED", `A range covers at most ${ANALYTICS_RANGE_DAYS_MAX} days.`, {
      id: "errors.analytics.rangeMax",
      values: { max: ANALYTICS_RANGE_DAYS_MAX },
    });
  }
  return { from: start, to: end };
}

export function createPlatformAnalyticsService(deps: ServiceDeps) {
  const { db, now } = deps;
  return {
    async analytics(actor: Actor, query: { from?: string; to?: string }): Promise<AdminAnalytics> {
      assertSuperAdmin(actor);
      const range = analyticsRange(query.from, query.to, now());
      const start = `${range.from}T00:00:00Z`;
      const end = `${shiftDate(range.to, 1)}T00:00:00Z`;
      const [days, conversion, sizes, top] = await Promise.all([
        // Each team's bookings of the range by its (team, start) index: no index leads with the start
        // alone, and a scan of every team's history would cost the whole table.
        db.execute<Row>(sql`with per_team_day as (
            select t.id as team_id, date_trunc('day', b.start_at, 'UTC') as day, count(*)::int as n
              from teams t
              cross join lateral (
                select b.start_at from bookings b
                 where b.team_id = t.id and b.status = 'confirmed'
                   and b.start_at >= ${start}::timestamptz and b.start_at < ${end}::timestamptz
              ) b
             group by 1, 2
          ), per_day as (
            select day, count(*)::int as active_teams, sum(n)::int as bookings from per_team_day group by day
          )
          select d.day,
            (select count(*)::int from teams t where t.created_at >= d.day and t.created_at < d.day + interval '1 day') as signups,
            coalesce(p.active_teams, 0) as active_teams, coalesce(p.bookings, 0) as bookings
          from generate_series(${start}::timestamptz, ${end}::timestamptz - interval '1 day', interval '1 day') as d(day)
          left join per_day p on p.day = d.day
          order by d.day`),
        db.execute<Row>(sql`select
            (select count(distinct a.target_id)::int from audit_events a where a.team_id is null
               and a.action = 'platform.team.activated' and a.created_at >= ${start}::timestamptz and a.created_at < ${end}::timestamptz) as activated,
            (select count(*)::int from teams t where t.status = 'trial'
               and t.trial_ends_at >= ${start}::timestamptz and t.trial_ends_at < least(${end}::timestamptz, ${now().toISOString()}::timestamptz)) as expired`),
        db.execute<Row>(sql`select case when n = 1 then '1' when n <= 5 then '2-5' when n <= 10 then '6-10'
              when n <= 25 then '11-25' else '26+' end as size, count(*)::int as teams
          from (select t.id, (select count(*) from users u where u.team_id = t.id) as n from teams t) s
          where n > 0 group by 1`),
        db.execute<Row>(sql`select t.id, t.name, c.bookings from teams t
          cross join lateral (
            select count(*)::int as bookings from bookings b
             where b.team_id = t.id and b.status = 'confirmed'
               and b.start_at >= ${start}::timestamptz and b.start_at < ${end}::timestamptz
          ) c
          where c.bookings > 0
          order by c.bookings desc, t.name limit 10`),
      ]);
      const activated = Number(conversion.rows[0]?.activated ?? 0);
      const ended = activated + Number(conversion.rows[0]?.expired ?? 0);
      const bySize = Object.fromEntries(sizes.rows.map((r) => [r.size, Number(r.teams)]));
      return {
        ...range,
        days: days.rows.map((r) => ({
          date: (iso(r.day as string) ?? "").slice(0, 10),
          signups: Number(r.signups),
          activeTeams: Number(r.active_teams),
          bookings: Number(r.bookings),
        })),
        trialConversion: { activated, ended, rate: ended > 0 ? activated / ended : null },
        teamsBySize: SIZES.map((size) => ({ size, teams: bySize[size] ?? 0 })),
        topTeams: top.rows.map((r) => ({ id: String(r.id), name: String(r.name), bookings: Number(r.bookings) })),
      };
    },
  };
}

export type PlatformAnalyticsService = ReturnType<typeof createPlatformAnalyticsService>;

export const platformAnalyticsRoutes: FastifyPluginAsyncZod<{ analyticsService: PlatformAnalyticsService }> = async (
  app,
  { analyticsService },
) => {
  app.get(
    "/api/admin/analytics",
    {
      schema: {
        tags: ["platform"],
        description:
          "Per UTC day (default the last 30): sign-ups, active teams, bookings; trial conversion; teams by size; top teams.",
        querystring: adminAnalyticsQuerySchema,
        response: { 200: adminAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => analyticsService.analytics(await request.requireActor(), request.query),
  );
};
