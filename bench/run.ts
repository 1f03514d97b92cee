/**
 * Officely benchmark (`npm run bench`; see bench/README.md).
 *
 * Measures, with autocannon over real HTTP on 127.0.0.1:
 *   1. bare      GET /bare on a plain Fastify() instance: the baseline of this machine;
 *   2. create    POST /api/bookings, every request a distinct free slot (expects 201 each);
 *   3. avail     GET /api/offices/:id/availability?date=..., an office with 10 bookings that day;
 *   4. ranges    the calendars' range reads over 50,000 bookings (bench/range-reads.ts), one at
 *                a time, then the day list and the week list of that team at the bench's concurrency;
 *   5. series    POST /api/series, a daily series of 250 dates with 20 conflicts (bench/series-create.ts);
 *   6. static    GET of the dashboard's own chunk as brotli (bench/static-files.ts), when built.
 * The app is the real one (buildApp) over in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
 * The load generator (autocannon) runs in a forked child process; the servers and PGlite run here.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10), BENCH_WARMUP (s, default 2),
 * BENCH_OFFICES (offices in the booking rotation, default 40), BENCH_LIST_ENCODING (the list reads'
 * Accept-Encoding, default Chromium's; "identity" for uncompressed answers).
 * Prints a table and writes bench/results/latest.json (and latest-<database>.json).
 *
 * Over 250 lines: start-up, seeding, the scenarios and the report are one sequential script; the
 * load generator and the slot plan are already their own files.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { isolatedConfig, openIsolatedDatabase } from "#server/test/isolated-app.ts";
import { SLOT_MINUTES, TRIAL_DAYS } from "#shared/constants.ts";
import { shiftDate, zonedInstant } from "#shared/time.ts";
import { runLoad, signUpBenchTeam } from "./bench-support.ts";
import { type Ceiling, measureCeilings, measureListCeilings } from "./ceilings.ts";
import type { LoadResult, LoadSpec } from "./load-worker.ts";
import { profiled } from "./profile.ts";
import { benchRangeReads, type ListRead, type RangeRead } from "./range-reads.ts";
import { benchSeriesCreate, type SeriesCreateResult } from "./series-create.ts";
import { businessDayStarts, localDateOf, type SlotPlan, slotAt, slotCapacity } from "./slots.ts";
import { countStatements } from "./statements.ts";
import { builtWebDir, dashboardChunkPath } from "./static-files.ts";

function envNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}; got "${raw}"`);
  return value;
}

const DURATION = envNumber("BENCH_DURATION", 10, 1);
const CONNECTIONS = Math.floor(envNumber("BENCH_CONNECTIONS", 10, 1));
const WARMUP = envNumber("BENCH_WARMUP", 2, 0);
const OFFICES = Math.floor(envNumber("BENCH_OFFICES", 40, 1));
/** The Accept-Encoding of the list reads: Chromium's (BENCH_LIST_ENCODING="identity" for none). */
const LIST_ACCEPT_ENCODING = process.env.BENCH_LIST_ENCODING || "gzip, deflate, br, zstd";
/** Sequential requests per route for the statement count (PostgreSQL). */
const STATEMENT_SAMPLES = 20;
const RESULTS_DIR = new URL("./results/", import.meta.url);
/** The built web app, served by the app as shipped; without a build the static scenario is left out. */
const WEB_DIR = builtWebDir();

interface Scenario extends LoadResult {
  name: string;
  request: string;
  /** True when every request answered 2xx with no socket errors or timeouts. */
  valid: boolean;
}

async function measure(name: string, spec: Omit<LoadSpec, "connections" | "durationSeconds" | "warmupSeconds">) {
  process.stdout.write(`  ${name} ... `);
  const result = await profiled(name, RESULTS_DIR, () =>
    runLoad({ ...spec, connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP }),
  );
  const valid = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
  console.log(`${Math.round(result.requestsPerSecond)} req/s${valid ? "" : "  (INVALID: errors)"}`);
  // Let requests still in flight at the end of the run drain before the next scenario.
  await new Promise((r) => setTimeout(r, 500));
  return { name, request: `${spec.method} ${spec.path}`, valid, ...result } satisfies Scenario;
}

// --- 1. Baseline: a bare Fastify route in this same process -------------------------------------

async function benchBare(): Promise<Scenario> {
  const bare = Fastify();
  bare.get("/bare", async () => ({ ok: true }));
  const url = await bare.listen({ port: 0, host: "127.0.0.1" });
  try {
    return await measure("bare route", { url, method: "GET", path: "/bare", headers: {} });
  } finally {
    await bare.close();
  }
}

// --- 2 and 3. The real app --------------------------------------------------------------------

async function startApp(): Promise<{ app: FastifyInstance; database: DatabaseHandle; url: string }> {
  const database = await openIsolatedDatabase(Number(process.env.DATABASE_POOL_SIZE ?? 10));
  try {
    const config = isolatedConfig(`bench-secret-${randomUUID()}-${randomUUID()}`);
    // As shipped, the app serves the built web app's files too (the static scenario).
    if (WEB_DIR) config.webDir = WEB_DIR;
    // As shipped: the production logger at LOG_LEVEL (default info), into /dev/null instead of stdout.
    const { app } = await buildApp({ config, database, logStream: createWriteStream("/dev/null") });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    return { app, database, url };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function call(app: FastifyInstance, method: "GET" | "POST", url: string, cookie: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

async function seed(app: FastifyInstance) {
  const { cookie, body: signupBody } = await signUpBenchTeam(app, `Bench ${randomUUID().slice(0, 8)}`);

  // The team's zone and business hours, as the booking rules will apply them (default 07:00-20:00 New York).
  const team: { id: string; timeZone: string; businessStartMinute: number; businessEndMinute: number } =
    signupBody.user.team;
  const zone = team.timeZone;
  const businessStart = team.businessStartMinute;
  const businessEnd = team.businessEndMinute;

  async function createOffice(name: string): Promise<string> {
    const res = await call(app, "POST", "/api/offices", cookie, { name, capacity: 4 });
    if (res.status !== 201) throw new Error(`create office failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  const officeIds: string[] = [];
  for (let i = 0; i < OFFICES; i++) officeIds.push(await createOffice(`Bench room ${i + 1}`));

  // Days tomorrow .. tomorrow+TRIAL_DAYS-2: all inside the trial, none today (no "in the past" edge).
  const dayStarts = businessDayStarts(zone, businessStart, TRIAL_DAYS - 1);
  const plan: SlotPlan = {
    officeIds,
    dayStarts,
    slotsPerDay: Math.floor((businessEnd - businessStart) / SLOT_MINUTES),
    slotMinutes: SLOT_MINUTES,
  };

  // The availability office: its own office (not in the rotation) with 10 one-hour bookings tomorrow.
  const availabilityOfficeId = await createOffice("Bench availability room");
  const availabilityDate = localDateOf(dayStarts[0], zone);
  for (let h = 0; h < 10; h++) {
    const start = dayStarts[0] + h * 3_600_000;
    const res = await call(app, "POST", "/api/bookings", cookie, {
      officeId: availabilityOfficeId,
      startISO: new Date(start).toISOString(),
      endISO: new Date(start + 3_600_000).toISOString(),
      purpose: `Bench seed ${h + 1}`,
    });
    if (res.status !== 201) throw new Error(`seed booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const availabilityPath = `/api/offices/${availabilityOfficeId}/availability?date=${availabilityDate}`;
  const check = await call(app, "GET", availabilityPath, cookie);
  if (check.status !== 200 || check.body.bookedSlots.length !== 10) {
    throw new Error(`availability check failed: ${check.status} ${JSON.stringify(check.body)}`);
  }
  return {
    cookie,
    teamId: team.id,
    userId: signupBody.user.id as string,
    zone,
    plan,
    availabilityPath,
    availability: { officeId: availabilityOfficeId, date: availabilityDate },
  };
}

async function countBookings(database: DatabaseHandle, teamId: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from bookings where team_id = ${teamId} and status = 'confirmed'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

/**
 * The statements one booking create and one availability read send to PostgreSQL, counted over
 * STATEMENT_SAMPLES sequential requests each (slots after those the load used): the round trips a
 * request costs, a figure the machine's noise does not move. A create's count includes the event
 * feed's read of its event (after commit, another connection; under load one read serves several).
 */
async function statementsPerRequest(
  app: FastifyInstance,
  cookie: string,
  plan: SlotPlan,
  firstFreeSlot: number,
  availabilityPath: string,
): Promise<string[]> {
  const creates = await countStatements(async () => {
    for (let n = 0; n < STATEMENT_SAMPLES; n++) {
      const res = await call(app, "POST", "/api/bookings", cookie, slotAt(plan, firstFreeSlot + n));
      if (res.status !== 201) throw new Error(`statement count: create answered ${res.status}`);
    }
  });
  const reads = await countStatements(async () => {
    for (let n = 0; n < STATEMENT_SAMPLES; n++) {
      const res = await call(app, "GET", availabilityPath, cookie);
      if (res.status !== 200) throw new Error(`statement count: read answered ${res.status}`);
    }
  });
  const per = (count: number) => (count / STATEMENT_SAMPLES).toFixed(1);
  return [
    `booking create: ${per(creates.statements)} statements sent to PostgreSQL per request (the session, and the event feed's read of the new event after commit, included; a private office's booking is one statement without BEGIN/COMMIT)`,
    `availability read: ${per(reads.statements)} statements sent to PostgreSQL per request (session included)`,
  ];
}

// --- Output --------------------------------------------------------------------------------------

function printTable(kind: string, scenarios: Scenario[]): void {
  const header = ["scenario", "req/s avg", "p50 ms", "p99 ms", "total", "non-2xx", "errors", "valid"];
  const rows = scenarios.map((s) => [
    s.name,
    s.requestsPerSecond.toFixed(0),
    s.latencyP50Ms.toFixed(0),
    s.latencyP99Ms.toFixed(0),
    String(s.totalRequests),
    String(s.non2xx),
    String(s.errors + s.timeouts),
    s.valid ? "yes" : "NO",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\nOfficely benchmark, database: ${kind}, ${CONNECTIONS} connections, ${DURATION} s per scenario`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** The ceilings, and each app route as a share of the ceiling of the same work. */
function printCeilings(scenarios: Scenario[], ceilings: Ceiling[]): void {
  if (ceilings.length === 0) return;
  const app = (name: string) => scenarios.find((s) => s.name === name)?.requestsPerSecond ?? Number.NaN;
  const pairs: [string, string][] = [
    ["insert + audit (driver)", "booking create"],
    ["insert + audit, 1 stmt", "booking create"],
    ["range read (driver)", "availability read"],
    ["day list (driver)", "day list"],
    ["week list (driver)", "week list"],
  ];
  console.log("\nceiling (same concurrency)   per s  p50 ms  p99 ms  failures  app route          app/ceiling");
  for (const [ceilingName, route] of pairs) {
    const c = ceilings.find((x) => x.name === ceilingName);
    if (!c) continue;
    const share = ((app(route) / c.perSecond) * 100).toFixed(1);
    console.log(
      `${c.name.padEnd(27)}${String(c.perSecond).padStart(7)}${c.p50Ms.toFixed(1).padStart(8)}${c.p99Ms.toFixed(1).padStart(8)}` +
        `${String(c.failures).padStart(10)}  ${route.padEnd(18)}${`${share} %`.padStart(11)}`,
    );
  }
}

function printRangeReads(reads: RangeRead[]): void {
  if (reads.length === 0) return;
  console.log("\nrange read (sequential)               p50 ms  p99 ms  failures  items");
  for (const r of reads) {
    console.log(
      `${r.name.padEnd(37)}  ${r.p50Ms.toFixed(1).padStart(6)}  ${r.p99Ms.toFixed(1).padStart(6)}  ${String(r.failures).padStart(8)}  ${String(r.size).padStart(5)}`,
    );
  }
}

/** 1-minute load average; above the CPU count, other work shares the machine and figures drop. */
function load(): number {
  return Math.round(loadavg()[0] * 100) / 100;
}

async function main(): Promise<void> {
  const loadBefore = load();
  console.log(
    `Officely bench: ${CONNECTIONS} connections, ${DURATION} s (+${WARMUP} s warm-up) per scenario, ` +
      `${cpus().length} CPUs, Node ${process.version}`,
  );
  const scenarios: Scenario[] = [];
  const rangeReads: RangeRead[] = [];
  const seriesCreates: SeriesCreateResult[] = [];
  const ceilings: Ceiling[] = [];
  let listReads: { teamId: string; lists: ListRead[] } | null = null;
  scenarios.push(await benchBare());

  const { app, database, url } = await startApp();
  const notes: string[] = [];
  try {
    console.log(`  app over ${database.kind} (${database.location}), seeding ...`);
    const { cookie, teamId, userId, plan, availabilityPath, availability, zone } = await seed(app);
    const before = await countBookings(database, teamId);

    const create = await measure("booking create", {
      url,
      method: "POST",
      path: "/api/bookings",
      headers: { cookie, "content-type": "application/json" },
      slotPlan: plan,
    });
    scenarios.push(create);
    const created = (await countBookings(database, teamId)) - before;
    const capacity = slotCapacity(plan);
    notes.push(
      `booking create: ${created} bookings stored (warm-up included); ${create.slotsUsed} of ${capacity} distinct slots handed out`,
    );
    if ((create.slotsUsed ?? 0) > capacity) {
      notes.push("WARNING: slot pool exhausted, later requests reused slots (409s). Raise BENCH_OFFICES.");
    }

    scenarios.push(
      await measure("availability read", {
        url,
        method: "GET",
        path: availabilityPath,
        headers: { cookie },
      }),
    );
    notes.push(`availability read: ${availabilityPath} (10 bookings that day, zone ${zone})`);
    const chunk = WEB_DIR ? dashboardChunkPath(WEB_DIR) : null;
    if (chunk) {
      const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
      scenarios.push(await measure("static file", { url, method: "GET", path: chunk, headers }));
      notes.push(`static file: ${chunk} as brotli, as Chromium asks for it (npm run build first; else not measured)`);
    }
    if (database.kind === "postgresql") {
      notes.push(...(await statementsPerRequest(app, cookie, plan, create.slotsUsed ?? 0, availabilityPath)));
    }

    console.log("  range reads: seeding 200 offices and 50,000 bookings ...");
    const ranges = await benchRangeReads(database, url, (companyName) => signUpBenchTeam(app, companyName), runLoad);
    rangeReads.push(...ranges.reads);
    notes.push(...ranges.notes);
    // The calendars' lists under the same load as the other routes (a day: 200 bookings, a week: 1,400),
    // asked for as a browser asks: the answer comes compressed (brotli), as the calendars get it.
    for (const list of ranges.lists) {
      const headers = { cookie: ranges.cookie, "accept-encoding": LIST_ACCEPT_ENCODING };
      scenarios.push(await measure(list.name, { url, method: "GET", path: list.path, headers }));
    }
    listReads = { teamId: ranges.teamId, lists: ranges.lists };

    console.log("  series create: 250 daily occurrences, 20 conflicts ...");
    const seriesBench = await benchSeriesCreate(database, url, (companyName) => signUpBenchTeam(app, companyName));
    seriesCreates.push(seriesBench.result);
    notes.push(...seriesBench.notes);

    // Last: PostgreSQL counts an idle connection's commits late, and the series count reads them.
    console.log("  ceilings: the same insert-and-audit and range read straight through the driver ...");
    ceilings.push(
      ...(await measureCeilings(database, {
        teamId,
        userId,
        officeIds: plan.officeIds,
        read: {
          officeId: availability.officeId,
          start: zonedInstant(availability.date, 0, zone),
          end: zonedInstant(shiftDate(availability.date, 1), 0, zone),
        },
        concurrency: CONNECTIONS,
        seconds: DURATION,
        warmupSeconds: WARMUP,
      })),
    );
    if (listReads) {
      ceilings.push(
        ...(await measureListCeilings(database, {
          teamId: listReads.teamId,
          lists: listReads.lists.map((list) => ({ ...list, name: `${list.name} (driver)` })),
          concurrency: CONNECTIONS,
          seconds: DURATION,
          warmupSeconds: WARMUP,
        })),
      );
    }
  } finally {
    await app.close();
    await database.close();
  }

  const loadAfter = load();
  printTable(database.kind, scenarios);
  printCeilings(scenarios, ceilings);
  printRangeReads(rangeReads);
  for (const r of seriesCreates) {
    console.log(
      `${r.name}: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, failures ${r.failures}/${r.requests}`,
    );
  }
  console.log(`  machine load average (1 min): ${loadBefore} before, ${loadAfter} after, ${cpus().length} CPUs`);
  // The run itself adds about 2 to the load; a high load *before* it means other work shares the machine.
  if (loadBefore > cpus().length * 0.75) {
    console.log("  WARNING: the machine was busy with other work during the run; the figures are understated.");
  }
  for (const note of notes) console.log(`  ${note}`);
  for (const s of scenarios.filter((x) => !x.valid)) {
    console.log(
      `  INVALID ${s.name}: non-2xx ${s.non2xx} ${JSON.stringify(s.statusCodes)}, errors ${s.errors}, timeouts ${s.timeouts}`,
    );
  }

  const report = {
    date: new Date().toISOString(),
    database: database.kind,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      node: process.version,
      loadAverage1m: { before: loadBefore, after: loadAfter },
    },
    settings: { durationSeconds: DURATION, connections: CONNECTIONS, warmupSeconds: WARMUP, offices: OFFICES },
    scenarios,
    ceilings,
    rangeReads,
    seriesCreates,
    notes,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(new URL("latest.json", RESULTS_DIR), json);
  writeFileSync(new URL(`latest-${database.kind}.json`, RESULTS_DIR), json);
  console.log(`\nWrote bench/results/latest.json and bench/results/latest-${database.kind}.json`);
  if (scenarios.some((s) => !s.valid) || [...rangeReads, ...seriesCreates].some((r) => r.failures > 0)) {
    process.exitCode = 1;
  }
}

await main();
