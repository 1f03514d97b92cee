/**
 * Team analytics at scale (bench/README.md "Team analytics"): one team with BENCH_OFFICES offices
 * and BENCH_BOOKINGS bookings over the last 90 days (seeded in SQL: a quarter of the offices whole,
 * the rest shared and booked one seat at a time; a tenth of the bookings cancelled, a twentieth
 * released), beside another team with BENCH_OTHER_BOOKINGS bookings (a shared database holds many
 * teams, so the team filter is selective as in production). Then GET /api/team/analytics for those
 * 90 days, BENCH_REQUESTS requests one after the other over real HTTP: p50 and p99; and EXPLAIN
 * ANALYZE of each of the three aggregate queries exactly as the repository sends them
 * (analytics.repository.ts through an explaining executor).
 *
 *   ./node_modules/.bin/node bench/analytics.ts                                          # PGlite, issue scale
 *   BENCH_OFFICES=20 BENCH_BOOKINGS=3000 ./node_modules/.bin/node bench/analytics.ts     # a small team
 *   DATABASE_URL=postgres://... ./node_modules/.bin/node bench/analytics.ts              # PostgreSQL
 */
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import * as repo from "#server/modules/analytics/analytics.repository.ts";
import { isolatedConfig, openIsolatedDatabase } from "#server/test/isolated-app.ts";
import { clockToMinute, localDayRange, shiftDate, todayInZone } from "#shared/time.ts";

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got ${process.env[name]}`);
  return value;
};
const OFFICES = numberFromEnv("BENCH_OFFICES", 200);
const BOOKINGS = numberFromEnv("BENCH_BOOKINGS", 50_000);
const OTHER_BOOKINGS = numberFromEnv("BENCH_OTHER_BOOKINGS", BOOKINGS);
const REQUESTS = numberFromEnv("BENCH_REQUESTS", 50);
const DAYS = 90;
/** Hours a day the seed books (07:00-19:00): one booking per office, day and hour before seats stack. */
const HOURS = 12;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const database = await openIsolatedDatabase();
const { app } = await buildApp({
  config: isolatedConfig(`bench-${randomUUID()}-${randomUUID()}`),
  database,
  logger: false,
});

/** Signs up a team through the API: its admin's id, the team, its zone and the session cookie. */
async function signUp(url: string) {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench Admin",
      email: `bench-${randomUUID().slice(0, 12)}@example.test`,
      password: "Kettle-Orbit-Violet-9",
      companyName: `Analytics ${randomUUID().slice(0, 8)}`,
    }),
  });
  const body = (await res.json()) as { user: { id: string; teamId: string; team: { timeZone: string } } };
  const cookie = (res.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return { userId: body.user.id, teamId: body.user.teamId, zone: body.user.team.timeZone, cookie };
}

/**
 * `offices` offices and `count` bookings of one team. Booking n: office n % offices, then k = n /
 * offices walks the days (k % 90 back from today) and the hours (07:00 + k / 90 % 12); past 90 × 12
 * per office, shared offices stack seats (k / 1080 + 1) and whole offices get cancelled copies, so the
 * exclusion constraint never refuses one.
 */
async function seed(teamId: string, userId: string, zone: string, today: string, offices: number, count: number) {
  await database.db.execute(sql`
    insert into offices (team_id, name, capacity, is_shared)
    select ${teamId}::uuid, 'Bench room ' || lpad(g::text, 4, '0'), 8, g % 4 <> 0 from generate_series(1, ${offices}::int) g`);
  await database.db.execute(sql`
    with o as (select id, is_shared, row_number() over (order by name) - 1 as k from offices where team_id = ${teamId}::uuid),
    n as (select n, n / ${offices}::int as k from generate_series(0, ${count - 1}::int) n)
    insert into bookings (team_id, office_id, user_id, start_at, end_at, seat_from, seat_to, status, created_at)
    select ${teamId}::uuid, o.id, ${userId},
           ((${today}::date - n.k % ${DAYS}) + make_interval(hours => 7 + (n.k / ${DAYS}) % ${HOURS})) at time zone ${zone},
           ((${today}::date - n.k % ${DAYS}) + make_interval(hours => 8 + (n.k / ${DAYS}) % ${HOURS})) at time zone ${zone},
           case when o.is_shared then n.k / ${DAYS * HOURS} + 1 else 1 end,
           case when o.is_shared then n.k / ${DAYS * HOURS} + 2 else null end,
           case when n.n % 20 = 0 then 'released'
                when n.n % 10 = 0 or (not o.is_shared and n.k >= ${DAYS * HOURS}) then 'cancelled'
                else 'confirmed' end,
           now() - interval '100 days'
      from n join o on o.k = n.n % ${offices}`);
}

/** An executor that runs EXPLAIN (ANALYZE, BUFFERS) of each query instead, keeping the plans. */
function explaining(plans: string[][]): Executor {
  return {
    execute: async (query: SQL) => {
      const result = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      plans.push(result.rows.map((r) => Object.values(r)[0]));
      return { rows: [] };
    },
  } as unknown as Executor;
}

try {
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const team = await signUp(url);
  const other = await signUp(url);
  const today = todayInZone(team.zone);
  const seedStarted = performance.now();
  await seed(team.teamId, team.userId, team.zone, today, OFFICES, BOOKINGS);
  if (OTHER_BOOKINGS > 0) await seed(other.teamId, other.userId, other.zone, today, OFFICES, OTHER_BOOKINGS);
  await database.db.execute(sql`analyze bookings`);
  await database.db.execute(sql`analyze offices`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const from = shiftDate(today, -(DAYS - 1));
  const path = `/api/team/analytics?from=${from}&to=${today}`;
  const first = await fetch(`${url}${path}`, { headers: { cookie: team.cookie } });
  const answer = (await first.json()) as {
    summary: { total: number };
    range: { businessHoursStart: string; businessHoursEnd: string };
  };
  if (!first.ok) throw new Error(`analytics answered ${first.status}: ${JSON.stringify(answer)}`);
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { cookie: team.cookie } });
    await res.json();
    times.push(performance.now() - started);
    if (!res.ok) failures++;
  }
  times.sort((a, b) => a - b);

  // The three queries of one analytics answer, as the service scopes them (see analytics.service.ts).
  const scope: repo.AnalyticsScope = {
    teamId: team.teamId,
    zone: team.zone,
    from,
    to: today,
    rangeStart: localDayRange(from, team.zone).start,
    rangeEnd: localDayRange(today, team.zone).end,
    businessStartMinute: clockToMinute(answer.range.businessHoursStart),
    businessEndMinute: clockToMinute(answer.range.businessHoursEnd),
    officeId: null,
  };
  const names = ["utilisation", "perDay, summary and heatmap", "topMembers"];
  const plans: string[][] = [];
  const tx = explaining(plans);
  await repo.officeUtilisation(tx, scope);
  await repo.bookingFigures(tx, scope, new Date());
  await repo.topMembers(tx, scope, 10);
  const bookingsScans = plans.map((plan, i) => ({
    query: names[i],
    bookingsAccess: plan
      .filter((line) => / on bookings\b/.test(line))
      .map((line) =>
        line
          .trim()
          .replace(/\s+\(cost=.*$/, "")
          .replace(/^->\s*/, ""),
      ),
    executionMs: Number(/Execution Time: ([\d.]+)/.exec(plan.join("\n"))?.[1] ?? Number.NaN),
  }));

  console.log(
    JSON.stringify(
      {
        database: process.env.DATABASE_URL ? "postgresql" : "pglite",
        offices: OFFICES,
        bookings: answer.summary.total,
        otherTeamBookings: OTHER_BOOKINGS,
        days: DAYS,
        seedSeconds: Math.round(seedSeconds * 10) / 10,
        requests: REQUESTS,
        failures,
        p50Ms: Math.round(percentile(times, 50)),
        p99Ms: Math.round(percentile(times, 99)),
        bookingsScans,
      },
      null,
      2,
    ),
  );
  for (const [i, plan] of plans.entries()) console.log(`\n-- EXPLAIN ANALYZE ${names[i]}\n${plan.join("\n")}`);
} finally {
  await app.close();
  await database.close();
}
