/**
 * GET /api/admin/overview: teams by state, users, bookings today and this week, sign-ups
 * per week, the mail outbox, and the system at a glance. Days and weeks are UTC: the platform spans
 * every team's zone.
 */

import { tz } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { startOfDay } from "date-fns/startOfDay";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookings, outboxEmails, signInStates, teams, users } from "#db/schema/index.ts";
import type { Actor } from "#server/lib/actor.ts";
import { errorResponses } from "#server/lib/http.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { type AdminOverview, adminOverviewSchema } from "#shared/schemas/platform.ts";
import { assertSuperAdmin } from "./platform-access.ts";
import { iso, teamStateSql, weekStartUtc } from "./platform-sql.ts";

type Row = Record<string, number | string>;

export function createPlatformOverviewService(deps: ServiceDeps & { databaseKind: string; version: string }) {
  const { db, now } = deps;
  return {
    /** Every figure of the overview at `now`. */
    async overview(actor: Actor): Promise<AdminOverview> {
      assertSuperAdmin(actor);
      const at = now();
      const today = new Date(startOfDay(at, { in: tz("UTC") }).getTime());
      const weekEnd = addDays(today, 7);
      const since = weekStartUtc(at, 7);
      const [teamRows, userRows, bookingRows, outboxRows, signups] = await Promise.all([
        db.execute<Row>(sql`select ${teamStateSql(at)} as state, count(*)::int as n from ${teams} group by 1`),
        db.execute<Row>(sql`select
            (select count(*)::int from ${users}) as total,
            (select count(*)::int from ${users} where ${users.role} = 'super_admin') as super_admins,
            (select count(*)::int from ${signInStates} where ${signInStates.disabledAt} is not null) as disabled`),
        db.execute<Row>(sql`select
            count(*) filter (where ${bookings.startAt} < ${addDays(today, 1).toISOString()}::timestamptz)::int as today,
            count(*)::int as week
          from ${bookings} where ${bookings.status} = 'confirmed'
            and ${bookings.startAt} >= ${today.toISOString()}::timestamptz
            and ${bookings.startAt} < ${weekEnd.toISOString()}::timestamptz`),
        db.execute<Row>(
          sql`select ${outboxEmails.status} as status, count(*)::int as n from ${outboxEmails} group by 1`,
        ),
        db.execute<Row>(sql`select w.week_start, (select count(*)::int from ${teams}
            where ${teams.createdAt} >= w.week_start and ${teams.createdAt} < w.week_start + interval '7 days') as n
          from generate_series(${since.toISOString()}::timestamptz, ${since.toISOString()}::timestamptz + interval '7 weeks', interval '7 days') as w(week_start)
          order by w.week_start`),
      ]);
      const byState = Object.fromEntries(teamRows.rows.map((r) => [r.state, Number(r.n)]));
      const byStatus = Object.fromEntries(outboxRows.rows.map((r) => [r.status, Number(r.n)]));
      const [u] = userRows.rows;
      const [b] = bookingRows.rows;
      const states = {
        trial: byState.trial ?? 0,
        active: byState.active ?? 0,
        expired: byState.expired ?? 0,
        suspended: byState.suspended ?? 0,
      };
      return {
        teams: { total: states.trial + states.active + states.expired + states.suspended, ...states },
        users: { total: Number(u.total), superAdmins: Number(u.super_admins), disabled: Number(u.disabled) },
        bookings: { today: Number(b.today), thisWeek: Number(b.week) },
        signupsPerWeek: signups.rows.map((r) => ({ weekStart: iso(r.week_start as string) ?? "", count: Number(r.n) })),
        outbox: { pending: byStatus.pending ?? 0, failed: byStatus.failed ?? 0, sent: byStatus.sent ?? 0 },
        system: {
          database: deps.databaseKind === "postgresql" ? "PostgreSQL" : "PGlite (embedded)",
          // The reads above succeeded; an unreachable database answers 503 before this.
          databaseOk: true,
          uptimeSeconds: Math.round(process.uptime()),
          version: deps.version,
        },
      };
    },
  };
}

export type PlatformOverviewService = ReturnType<typeof createPlatformOverviewService>;

export const platformOverviewRoutes: FastifyPluginAsyncZod<{ overviewService: PlatformOverviewService }> = async (
  app,
  { overviewService },
) => {
  app.get(
    "/api/admin/overview",
    {
      schema: {
        tags: ["platform"],
        description: "Teams by state, users, bookings today and this week, sign-ups per week, outbox, system.",
        response: { 200: adminOverviewSchema, ...errorResponses },
      },
    },
    async (request) => overviewService.overview(await request.requireActor()),
  );
};
