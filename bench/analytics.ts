/**
 * Team analytics at scale (issue 11 "Speed"): one team with 200 offices and 50,000 bookings over the
 * last 90 days (seeded in SQL: a quarter whole-office, the rest one seat of a shared office, a tenth
 * cancelled, a twentieth released), then GET /api/team/analytics for those 90 days, 50 requests one
 * after the other over real HTTP: p50 and p99, and EXPLAIN of the heaviest query (the heatmap).
 *
 *   ./node_modules/.bin/node bench/analytics.ts                             # PGlite in memory
 *   DATABASE_URL=postgres://... ./node_modules/.bin/node bench/analytics.ts # PostgreSQL
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "#server/app.ts";
import { isolatedConfig, openIsolatedDatabase } from "#server/test/isolated-app.ts";
import { shiftDate, todayInZone } from "#shared/time.ts";

const OFFICES = 200;
const BOOKINGS = 50_000;
const DAYS = 90;
const REQUESTS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const database = await openIsolatedDatabase();
const { app } = await buildApp({
  config: isolatedConfig(`bench-${randomUUID()}-${randomUUID()}`),
  database,
  logger: false,
});
try {
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench Admin",
      email: `bench-${randomUUID().slice(0, 12)}@example.test`,
      password: "Passw0rd!",
      companyName: `Analytics ${randomUUID().slice(0, 8)}`,
    }),
  });
  const body = (await signup.json()) as { user: { id: string; teamId: string; team: { timeZone: string } } };
  const cookie = (signup.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  const { id: userId, teamId } = body.user;
  const zone = body.user.team.timeZone;
  const today = todayInZone(zone);
  await database.db.execute(sql`
    insert into offices (team_id, name, capacity, is_shared)
    select ${teamId}::uuid, 'Bench room ' || g, 8, g % 4 <> 0 from generate_series(1, ${OFFICES}::int) g`);
  // Booking n: office n % 200, day n / 200 % 90 back from today, hour 7 + n % 12; shared offices
  // get seat n / 18000 + 1 so no two live bookings share a seat at one instant.
  await database.db.execute(sql`
    with o as (select id, is_shared, row_number() over (order by name) - 1 as k from offices where team_id = ${teamId}::uuid)
    insert into bookings (team_id, office_id, user_id, start_at, end_at, seat_from, seat_to, status, created_at)
    select ${teamId}::uuid, o.id, ${userId},
           ((${today}::date - (n / ${OFFICES}) % ${DAYS}) + make_interval(hours => 7 + (n % 12))) at time zone ${zone},
           ((${today}::date - (n / ${OFFICES}) % ${DAYS}) + make_interval(hours => 8 + (n % 12))) at time zone ${zone},
           case when o.is_shared then n / 18000 + 1 else 1 end,
           case when o.is_shared then n / 18000 + 2 else null end,
           case when n % 20 = 0 then 'released' when n % 10 = 0 then 'cancelled' else 'confirmed' end,
           now() - interval '100 days'
      from generate_series(0, ${BOOKINGS - 1}::int) n
      join o on o.k = n % ${OFFICES}`);
  await database.db.execute(sql`analyze bookings`);
  const path = `/api/team/analytics?from=${shiftDate(today, -(DAYS - 1))}&to=${today}`;
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    await res.json();
    times.push(performance.now() - started);
    if (!res.ok) failures++;
  }
  times.sort((a, b) => a - b);
  const explain = (await database.db.execute(
    sql.raw(`explain select count(*) from bookings b
     cross join lateral generate_series(date_trunc('hour', b.start_at, '${zone}'), b.end_at - interval '1 microsecond', interval '1 hour') h
     where b.team_id = '${teamId}' and b.start_at >= now() - interval '90 days' and b.start_at < now() and b.status = 'confirmed'`),
  )) as unknown as {
    rows: Record<string, string>[];
  };
  const [count] = (
    (await database.db.execute(
      sql`select count(*)::int as n from bookings where team_id = ${teamId}::uuid`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(
    JSON.stringify(
      {
        database: process.env.DATABASE_URL ? "postgresql" : "pglite",
        offices: OFFICES,
        bookings: count.n,
        days: DAYS,
        requests: REQUESTS,
        failures,
        p50Ms: Math.round(percentile(times, 50)),
        p99Ms: Math.round(percentile(times, 99)),
      },
      null,
      2,
    ),
  );
  console.log(explain.rows.map((r) => Object.values(r)[0]).join("\n"));
} finally {
  await app.close();
  await database.close();
}
