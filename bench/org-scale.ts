/**
 * Reads at organisation scale (`npm run bench:org`; PostgreSQL only, DATABASE_URL; bench/README.md
 * "Organisation scale"). Seeds by SQL, in a scratch database beside DATABASE_URL's (dropped at the
 * end):
 *   - the organisation: one team of ORG_MEMBERS members (default 10,000) and ORG_OFFICES desks
 *     (5,000) on 5 sites of 8 floors (500 desks on the first), with bookings over two years around today: two in five people are office-goers who
 *     book their desk on two or three fixed weekdays (09:00-17:00, a free desk of that day; one in
 *     four of them by a weekly series on a desk of their own), about 1,000,000 bookings at the
 *     defaults; 8 % are cancelled, 2 % of the past ones released, 60 % of the past live ones checked in;
 *   - 50 other teams of 20 members and 20 desks with a month of bookings each (tenancy: their rows
 *     sit in the same tables);
 *   - the small team of today's bench: 200 offices and the 1,400 bookings of one day.
 * Then measures the same reads as each team's admin (an office-goer in the organisation), at
 * BENCH_CONNECTIONS (default 16) for BENCH_DURATION seconds (default 5), and prints them side by side
 * with the ratio and the size of the organisation's answer.
 *
 * Before loading, the dashboard's total and a month's figures are checked against the rows counted by
 * SQL. ORG_KEEP_DATABASE=1 keeps the seeded database for EXPLAIN (ANALYZE, BUFFERS) and prints its URL.
 *
 * Env: ORG_MEMBERS, ORG_OFFICES, BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP (s, default 1),
 * ORG_KEEP_DATABASE, ORG_READS (only the team reads whose name holds it).
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { DatabaseHandle } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { createOrPromoteSuperAdmin } from "#server/modules/platform/super-admins.ts";
import { createScratchDatabase, isolatedConfig, openIsolatedDatabase } from "#server/test/isolated-app.ts";
import { totpCode } from "#server/test/totp.ts";
import { shiftDate, todayInZone } from "#shared/time.ts";
import { type BenchTeam, runLoad, signUpBenchTeam } from "./bench-support.ts";

function envNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}; got "${raw}"`);
  return value;
}

const MEMBERS = envNumber("ORG_MEMBERS", 10_000, 20);
const OFFICES = envNumber("ORG_OFFICES", 5_000, 20);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 16, 1);
const DURATION = envNumber("BENCH_DURATION", 5, 1);
const WARMUP = envNumber("BENCH_WARMUP", 1, 0);
/** Keep the seeded database (and print its URL) for EXPLAIN work, instead of dropping it. */
const KEEP = process.env.ORG_KEEP_DATABASE === "1";
/** Only the team reads whose name holds this text (and no super admin's), when set. */
const ONLY = process.env.ORG_READS ?? "";
const OTHER_TEAMS = 50;
/** The bound on a JSON read's answer, gzipped (CSV downloads aside). */
const JSON_ANSWER_LIMIT = 256 * 1024;
const OTHER_TEAM_SIZE = 20;

/** `count` members of `teamId` more, by SQL (no sign-in: only the admin's session is used). */
async function addMembers(database: DatabaseHandle, teamId: string, count: number): Promise<void> {
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified, role, team_id)
    select ${teamId}::text || '-' || g, 'Member ' || g, ${teamId}::text || '-' || g || '@example.test', true, 'member',
           ${teamId}::uuid
    from generate_series(1, ${count}::int) g`);
}

async function addOffices(database: DatabaseHandle, teamId: string, count: number, name: string): Promise<void> {
  await database.db.execute(sql`
    insert into offices (team_id, name, capacity)
    select ${teamId}::uuid, ${name} || ' ' || g, 1 from generate_series(1, ${count}::int) g`);
}

/**
 * The organisation's 5 sites of 8 floors each (bench/README.md "Organisation scale"): its first 500
 * desks by name on the first floor of Tower A, placed on the plan in rows of 25, the rest dealt over
 * the other 39 floors; returns the id of the floor of 500.
 */
async function addSitesAndFloors(database: DatabaseHandle, teamId: string): Promise<string> {
  await database.db.execute(sql`
    with made_sites as (
      insert into sites (team_id, name)
      select ${teamId}::uuid, 'Tower ' || chr(64 + g) from generate_series(1, 5) g
      returning id, name
    )
    insert into floors (team_id, site_id, name, level)
    select ${teamId}::uuid, s.id, 'Floor ' || l, l from made_sites s, generate_series(1, 8) l`);
  const result = (await database.db.execute(sql`
    with numbered_floors as (
      select f.id, (row_number() over (order by s.name, f.level) - 1)::int as k
      from floors f join sites s on s.id = f.site_id
      where f.team_id = ${teamId}::uuid and s.name is not null
    ),
    desks as (
      select id, (row_number() over (order by length(name), name))::int as n
      from offices where team_id = ${teamId}::uuid
    ),
    placed as (
      update offices o set
        floor_id = f.id,
        kind = 'desk',
        plan_x = case when d.n <= 500 then 0.02 + ((d.n - 1) % 25) * 0.039 end,
        plan_y = case when d.n <= 500 then 0.03 + ((d.n - 1) / 25) * 0.047 end
      from desks d join numbered_floors f on f.k = case when d.n <= 500 then 0 else 1 + (d.n - 501) % 39 end
      where o.id = d.id
      returning o.floor_id, d.n
    )
    select floor_id as id from placed where n = 1`)) as unknown as { rows: { id: string }[] };
  return result.rows[0].id;
}

/**
 * The office days of a team's members from `from` to `to` (local dates): person m (the admin first,
 * m = 0) goes in when m % 5 < 2, on the weekdays whose (m + day of week) % 5 is under 2 or 3 (two or
 * three fixed days a week), 09:00-17:00 in `zone`. One in four of them (m % 10 = 0) books by a
 * weekly series (FREQ=WEEKLY;BYDAY= those days) on a desk of their own, counted from the last desk
 * down; the rest take the day's next free desk from the first. Cancelled, released and checked-in
 * ones as the file's header says, each chosen by a hash (a cancelled occurrence stays in its series).
 */
async function addOfficeDays(database: DatabaseHandle, team: BenchTeam, from: string, to: string): Promise<void> {
  // One statement for a million rows: longer than the pool's statement timeout allows a request.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
    with people as (
      select id, (row_number() over (order by (id = ${team.userId}) desc, id) - 1)::int as m
      from users where team_id = ${team.teamId}::uuid
    ),
    desks as (
      select id, (row_number() over (order by length(name), name))::int as n
      from offices where team_id = ${team.teamId}::uuid
    ),
    days as (
      select d::date as day, extract(isodow from d)::int as dow
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      where extract(isodow from d) < 6
    ),
    holders as (
      select p.id as user_id, (select count(*) from desks)::int - p.m / 10 as desk,
             (select string_agg((array['MO', 'TU', 'WE', 'TH', 'FR'])[d], ',' order by d)
                from generate_series(1, 5) d where (p.m + d) % 5 < 2 + (p.m / 5) % 2) as byday
      from people p where p.m % 10 = 0
    ),
    made as (
      insert into series (team_id, office_id, user_id, created_by, rrule, start_date, start_minute,
                          duration_minutes, materialised_through)
      select ${team.teamId}::uuid, desks.id, h.user_id, h.user_id, 'FREQ=WEEKLY;BYDAY=' || h.byday,
             ${from}::date, 540, 480, ${to}::date
      from holders h join desks on desks.n = h.desk
      returning id, user_id
    ),
    visits as (
      select p.id as user_id, p.m, days.day,
             coalesce(h.desk, (row_number() over (partition by days.day, h.desk is null order by p.m))::int) as desk,
             (hashtext(p.id || days.day::text) & 2147483647) % 100 as roll
      from people p cross join days left join holders h on h.user_id = p.id
      where p.m % 5 < 2 and (p.m + days.dow) % 5 < 2 + (p.m / 5) % 2
    )
    insert into bookings (team_id, office_id, user_id, created_by, start_at, end_at, seat_from, status,
                          checked_in_at, cancelled_at, cancelled_by, created_at, series_id, occurrence_date)
    select ${team.teamId}::uuid, desks.id, v.user_id, v.user_id,
           (v.day + time '09:00') at time zone ${team.zone},
           (v.day + time '17:00') at time zone ${team.zone},
           1,
           case when v.roll < 8 then 'cancelled'
                when v.roll < 10 and v.day < current_date then 'released'
                else 'confirmed' end,
           case when v.roll >= 10 and v.roll < 70 and v.day < current_date
                then (v.day + time '09:05') at time zone ${team.zone} end,
           case when v.roll < 8 then (v.day - 1 + time '12:00') at time zone ${team.zone} end,
           case when v.roll < 8 then v.user_id end,
           (v.day - 7 + time '12:00') at time zone ${team.zone},
           made.id, case when made.id is not null then v.day end
    from visits v join desks on desks.n = v.desk left join made on made.user_id = v.user_id`);
  });
}

interface Read {
  name: string;
  /**
   * `offices`: the team's first page of the day view (50 by name); single-office reads take the
   * first. `feed`: the admin's calendar feed path. `floor`: the floor of the most desks (500 in the
   * organisation; the small team's 200 offices are on its one floor).
   */
  path: (team: BenchTeam, offices: string[], feed: string, floor: string) => string;
  /** A file download (CSV): outside the 256 KiB limit on JSON answers. */
  file?: boolean;
}

/** Every read the app makes, each as a team's admin; `day` is a weekday ahead, `today` the team's. */
function readsFor(day: string, today: string): Read[] {
  const monthStart = shiftDate(day, -14);
  return [
    {
      name: "availability of one office for a day",
      path: (_, [office]) => `/api/offices/${office}/availability?date=${day}`,
    },
    { name: "day list, every office", path: () => `/api/bookings?date=${day}` },
    {
      name: "day view, a page of 50 offices",
      path: (_, offices) => `/api/bookings?date=${day}&officeIds=${offices.join(",")}`,
    },
    { name: "week list, every office", path: () => `/api/bookings?from=${day}&to=${shiftDate(day, 6)}` },
    {
      name: "week view, one office",
      path: (_, [office]) => `/api/bookings?from=${day}&to=${shiftDate(day, 6)}&officeIds=${office}`,
    },
    { name: "month list (28 days)", path: () => `/api/bookings?from=${day}&to=${shiftDate(day, 27)}` },
    {
      name: "month figures (42 days)",
      path: () => `/api/bookings/days?from=${monthStart}&to=${shiftDate(monthStart, 41)}`,
    },
    {
      name: "month figures, one office",
      path: (_, [office]) => `/api/bookings/days?from=${monthStart}&to=${shiftDate(monthStart, 41)}&officeId=${office}`,
    },
    { name: "every office today", path: () => `/api/availability?from=${today}&to=${today}` },
    {
      name: "ten offices today (dashboard widget)",
      path: (_, offices) => `/api/availability?from=${today}&to=${today}&officeIds=${offices.slice(0, 10).join(",")}`,
    },
    {
      name: "floor map, the floor of most desks",
      path: (_, __, ___, floor) => `/api/floors/${floor}/availability?date=${day}`,
    },
    { name: "upcoming (limit 5)", path: () => "/api/bookings/upcoming?limit=5" },
    { name: "dashboard stats", path: () => "/api/dashboard/stats" },
    { name: "team overview", path: () => "/api/team" },
    { name: "team activity (5)", path: () => "/api/team/activity?limit=5" },
    { name: "offices", path: () => "/api/offices" },
    { name: "My Bookings, upcoming page", path: () => "/api/bookings/mine?status=upcoming" },
    { name: "My Bookings, past page", path: () => "/api/bookings/mine?status=past" },
    { name: "My Bookings, cancelled page", path: () => "/api/bookings/mine?status=cancelled" },
    { name: "My Bookings, search", path: () => "/api/bookings/mine?status=past&q=Desk%2012" },
    { name: "My Bookings CSV (past)", path: () => "/api/bookings/mine.csv?status=past", file: true },
    { name: "notifications", path: () => "/api/notifications" },
    { name: "calendar feed (.ics, no session)", path: (_, __, feed) => feed, file: true },
    { name: "members, a page of 50", path: () => "/api/team/members?limit=50" },
    { name: "members, search", path: () => "/api/team/members?q=Member%20123&limit=50" },
    { name: "members, all (the app no longer asks)", path: () => "/api/team/members" },
    { name: "members, the admins first (20)", path: () => "/api/team/members?sort=-role&limit=20" },
    { name: "audit log, first page", path: () => "/api/team/audit" },
    { name: "recurring series, mine", path: () => "/api/series" },
    { name: "recurring series, the team's", path: () => "/api/series?scope=team" },
    {
      name: "team analytics, last 30 days",
      path: () => `/api/team/analytics?from=${shiftDate(today, -30)}&to=${shiftDate(today, -1)}`,
    },
    {
      name: "team analytics, a year",
      path: () => `/api/team/analytics?from=${shiftDate(today, -365)}&to=${shiftDate(today, -1)}`,
    },
  ];
}

interface Measured {
  rps: number;
  p99: number;
  failures: number;
  gzipBytes: number;
}

async function measureRead(url: string, team: { cookie: string }, path: string): Promise<Measured> {
  const first = await fetch(`${url}${path}`, { headers: { cookie: team.cookie } });
  const text = await first.text();
  if (!first.ok) throw new Error(`${path}: ${first.status} ${text.slice(0, 300)}`);
  const result = await runLoad({
    url,
    method: "GET",
    path,
    headers: { cookie: team.cookie },
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
  });
  await new Promise((done) => setTimeout(done, 300));
  return {
    rps: result.requestsPerSecond,
    p99: result.latencyP99Ms,
    failures: result.totalRequests - result.ok2xx + result.errors + result.timeouts,
    gzipBytes: gzipSync(text).length,
  };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function count(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

/** The answer of `path` as `team`, parsed; throws on a status other than 200. */
async function readJson<T>(url: string, team: BenchTeam, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { cookie: team.cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/**
 * The organisation's summed answers against the rows counted by SQL: the dashboard's total, and the
 * month figures of the 28 days from `day` (every seeded booking lies inside business hours). Throws
 * on a difference.
 */
async function checkAnswers(url: string, database: DatabaseHandle, org: BenchTeam, day: string): Promise<void> {
  const to = shiftDate(day, 27);
  const stats = await readJson<{ totalBookings: number }>(url, org, "/api/dashboard/stats");
  const confirmed = await count(
    database,
    sql`select count(*)::int as n from bookings where team_id = ${org.teamId}::uuid and status = 'confirmed'`,
  );
  const days = await readJson<{ bookings: number; own: number }[]>(url, org, `/api/bookings/days?from=${day}&to=${to}`);
  const inRange = await count(
    database,
    sql`select count(*)::int as n from bookings where team_id = ${org.teamId}::uuid and status = 'confirmed'
          and start_at >= (${day}::date + time '00:00') at time zone ${org.zone}
          and start_at < (${to}::date + time '24:00') at time zone ${org.zone}`,
  );
  const summed = days.reduce((sum, d) => sum + d.bookings, 0);
  if (stats.totalBookings !== confirmed || summed !== inRange) {
    throw new Error(
      `answers differ from the rows: total ${stats.totalBookings} vs ${confirmed}, month ${summed} vs ${inRange}`,
    );
  }
  console.log(`  answers checked: total ${confirmed.toLocaleString("en")}, 28 days ${inRange.toLocaleString("en")}`);
}

/** The ids of the team's first 50 offices by name (the day view's first page); "Desk 1" first. */
async function firstOffices(database: DatabaseHandle, teamId: string): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select id from offices where team_id = ${teamId}::uuid order by length(name), name limit 50`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The floor of a team's first office. */
async function floorOf(database: DatabaseHandle, teamId: string): Promise<string> {
  const result = (await database.db.execute(
    sql`select floor_id as id from offices where team_id = ${teamId}::uuid limit 1`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0].id;
}

/** The super admin's lists and figures: they read every team, so there is no small team to compare. */
const SUPER_ADMIN_READS: [string, string][] = [
  ["overview", "/api/admin/overview"],
  ["platform analytics", "/api/admin/analytics"],
  ["teams, first page", "/api/admin/teams"],
  ["teams, search", "/api/admin/teams?q=Other%201"],
  ["users, first page", "/api/admin/users"],
  ["users, search", "/api/admin/users?q=member%20123"],
  ["outbox, failed", "/api/admin/outbox?status=failed"],
];

/** A super admin made as `npm run super-admin -- create` makes one, signed in; their cookie. */
async function signInSuperAdmin(url: string, database: DatabaseHandle): Promise<{ cookie: string }> {
  const email = `bench-super-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Bench-${randomUUID()}`;
  const { record } = createChangeRecorder({ subscribers: [] });
  await createOrPromoteSuperAdmin({ db: database.db, record, now: () => new Date() }, { email, name: "Sue", password });
  const call = async (path: string, body: unknown, cookie = "") => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`super admin ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    const cookies = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => !c.endsWith("="))
      .join("; ");
    return { cookie: cookies || cookie, body: (await res.json()) as { secret?: string } };
  };
  // A super admin sets up a second factor at first sign-in (docs/decisions/0029).
  const login = await call("/api/login", { email, password });
  const setup = await call("/api/user/two-factor/setup", { password }, login.cookie);
  const enabled = await call("/api/user/two-factor/enable", { code: totpCode(setup.body.secret ?? "") }, login.cookie);
  return { cookie: enabled.cookie };
}

/** Makes the admin's calendar feed; its path (the token is the credential, no cookie needed). */
async function feedPath(url: string, team: BenchTeam): Promise<string> {
  const res = await fetch(`${url}/api/user/calendar-feed`, { method: "POST", headers: { cookie: team.cookie } });
  if (!res.ok) throw new Error(`calendar feed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error("bench:org runs on PostgreSQL: set DATABASE_URL");
  const scratch = await createScratchDatabase();
  const database = await openIsolatedDatabase(Number(process.env.DATABASE_POOL_SIZE ?? 10), scratch.url);
  // The other teams sign up one after the other from one address: past the sign-up limit.
  const config = isolatedConfig(`bench-secret-${randomUUID()}-${randomUUID()}`, {
    registrationRateLimit: { max: 1_000, windowMs: 60_000 },
  });
  const { app } = await buildApp({ config, database, logStream: createWriteStream("/dev/null") });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    console.log(
      `Organisation bench: ${MEMBERS} members, ${OFFICES} desks, ${CONNECTIONS} connections, ${DURATION} s per read`,
    );
    const org = await signUpBenchTeam(app, `Org ${randomUUID().slice(0, 8)}`);
    const small = await signUpBenchTeam(app, `Small ${randomUUID().slice(0, 8)}`);
    const today = todayInZone(org.zone);
    // A weekday a week or so ahead, inside the trial: the day the day and month reads look at.
    let day = shiftDate(today, 7);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = shiftDate(day, 1);

    const seeding = performance.now();
    await timed("organisation's members and desks", async () => {
      await addMembers(database, org.teamId, MEMBERS - 1);
      await addOffices(database, org.teamId, OFFICES, "Desk");
    });
    const orgFloor = await timed("organisation's 5 sites and 40 floors", () => addSitesAndFloors(database, org.teamId));
    await timed("organisation's bookings, two years", () =>
      addOfficeDays(database, org, shiftDate(today, -365), shiftDate(today, 364)),
    );
    await timed(`${OTHER_TEAMS} other teams of ${OTHER_TEAM_SIZE}`, async () => {
      for (let i = 0; i < OTHER_TEAMS; i++) {
        const other = await signUpBenchTeam(app, `Other ${i} ${randomUUID().slice(0, 6)}`);
        await addMembers(database, other.teamId, OTHER_TEAM_SIZE - 1);
        await addOffices(database, other.teamId, OTHER_TEAM_SIZE, "Desk");
        await addOfficeDays(database, other, shiftDate(today, -15), shiftDate(today, 14));
      }
    });
    await timed("small team: 200 offices, 1,400 bookings of one day", async () => {
      await addOffices(database, small.teamId, 200, "Room");
      await database.db.execute(sql`
        insert into bookings (team_id, office_id, user_id, start_at, end_at, seat_from)
        select ${small.teamId}::uuid, o.id, ${small.userId},
               (${day}::date + make_time(9 + h, 0, 0)) at time zone ${small.zone},
               (${day}::date + make_time(10 + h, 0, 0)) at time zone ${small.zone}, 1
        from offices o, generate_series(0, 6) h where o.team_id = ${small.teamId}::uuid`);
    });
    // What autovacuum would have done to a database that grew this way: statistics, the visibility
    // map (index-only scans) and the GIN indexes' pending lists (member search). VACUUM cannot run
    // in a transaction, so on a connection of its own without the app's statement timeout.
    await timed("vacuum analyze", async () => {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        await client.query("set statement_timeout = 0");
        await client.query("vacuum analyze");
      } finally {
        await client.end();
      }
    });
    const orgBookings = await count(
      database,
      sql`select count(*)::int as n from bookings where team_id = ${org.teamId}::uuid`,
    );
    const adminBookings = await count(
      database,
      sql`select count(*)::int as n from bookings where user_id = ${org.userId}`,
    );
    console.log(
      `  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s: the organisation holds ${orgBookings.toLocaleString("en")} bookings, its admin ${adminBookings}`,
    );

    await checkAnswers(url, database, org, day);
    const offices = {
      org: await firstOffices(database, org.teamId),
      small: await firstOffices(database, small.teamId),
    };
    const feeds = { org: await feedPath(url, org), small: await feedPath(url, small) };
    const floors = { org: orgFloor, small: await floorOf(database, small.teamId) };
    console.log(
      `\nread (as the team's admin)               small: req/s  p99 ms   organisation: req/s  p99 ms   ratio  org answer (gzip)`,
    );
    for (const read of readsFor(day, today).filter((r) => !ONLY || r.name.includes(ONLY))) {
      const s = await measureRead(url, small, read.path(small, offices.small, feeds.small, floors.small));
      const o = await measureRead(url, org, read.path(org, offices.org, feeds.org, floors.org));
      // Under one answer a second, the duration ends before most requests do: no ratio to speak of.
      const ratio = o.rps >= 1 ? `${(s.rps / o.rps).toFixed(1)}x` : "—";
      const failures = s.failures + o.failures > 0 ? `  (failures: ${s.failures} / ${o.failures})` : "";
      const overLimit = !read.file && o.gzipBytes > JSON_ANSWER_LIMIT ? "  over 256 KiB" : "";
      console.log(
        `${read.name.padEnd(40)} ${Math.round(s.rps).toString().padStart(11)}  ${s.p99.toFixed(0).padStart(6)}   ${Math.round(o.rps).toString().padStart(18)}  ${o.p99.toFixed(0).padStart(6)}   ${ratio.padStart(7)}  ${(o.gzipBytes / 1024).toFixed(1).padStart(8)} KiB${failures}${overLimit}`,
      );
    }
    if (ONLY) return;
    const superAdmin = await signInSuperAdmin(url, database);
    console.log(`\nread (as a super admin, every team)       req/s  p99 ms  answer (gzip)`);
    for (const [name, path] of SUPER_ADMIN_READS) {
      const m = await measureRead(url, superAdmin, path);
      const failures = m.failures > 0 ? `  (failures: ${m.failures})` : "";
      const overLimit = m.gzipBytes > JSON_ANSWER_LIMIT ? "  over 256 KiB" : "";
      console.log(
        `${name.padEnd(40)} ${Math.round(m.rps).toString().padStart(7)}  ${m.p99.toFixed(0).padStart(6)}  ${(m.gzipBytes / 1024).toFixed(1).padStart(8)} KiB${failures}${overLimit}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    if (KEEP) console.log(`\nThe seeded database is kept (ORG_KEEP_DATABASE): ${scratch.url}`);
    else await scratch.drop();
  }
}

await main();
