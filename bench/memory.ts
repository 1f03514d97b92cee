/**
 * `npm run bench:memory`: start time, and RSS across rounds of requests, a leak check.
 *
 *   npm run bench:memory                                                              # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:memory     # PostgreSQL
 *
 * Spawns the server as shipped (`node src/server/main.ts`, logging at LOG_LEVEL, default info, to a
 * pipe; `WEB_CONCURRENCY` workers, default 1, PostgreSQL only) on a scratch data directory or a
 * scratch database beside DATABASE_URL's (dropped at the end), and measures:
 * - start: spawn to the first healthy `/api/health`, on a new data directory or database (migrations
 *   run) and again after a stop on the same data (`BENCH_STARTS` times each, median);
 * - memory: RSS after start and after each of `BENCH_ROUNDS` (3) rounds of `BENCH_REQUESTS`
 *   (100,000) requests at `BENCH_CONNECTIONS` (10), a quarter each: the session (`GET /api/user`), an
 *   office's availability, the day's bookings, and a booking check (every rule, nothing written, so
 *   the tables stay the same size). RSS is read 2 s after each round from /proc. Steady RSS across
 *   the rounds means no leak; the first round includes the warm-up (JIT, pools, caches).
 * With several workers the RSS is the primary's only; the rates compare 1 and N workers.
 * Writes bench/results/memory-latest-<pglite|postgresql>.json.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { createScratchDatabase } from "#server/test/isolated-app.ts";
import {
  call,
  freePort,
  type ServerProcess,
  seedTeam,
  startServer,
  waitForHealth,
} from "../src/server/test/process-harness.ts";
import { shiftDate, todayInZone, zonedInstant } from "../src/shared/time.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const kind = process.env.DATABASE_URL ? "postgresql" : "pglite";

const rssMb = (server: ServerProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
}

/** Seconds from spawn to healthy; the server is stopped again unless `keep`. */
async function timedStart(
  env: Record<string, string>,
  keep = false,
): Promise<{ seconds: number; server: ServerProcess }> {
  const started = performance.now();
  const server = startServer(await freePort(), env);
  await waitForHealth(server);
  const seconds = (performance.now() - started) / 1000;
  if (!keep) await stop(server);
  return { seconds, server };
}

const dataDir = await mkdtemp(join(tmpdir(), "officely-memory-"));
const scratches: { drop(): Promise<void> }[] = [];

/** A fresh place to keep data: a new directory (PGlite) or a new database (PostgreSQL). */
async function freshEnv(i: number): Promise<Record<string, string>> {
  const base = {
    REGISTRATION_RATE_LIMIT_MAX: "100000",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
  };
  if (kind === "pglite") return { ...base, DATABASE_URL: "", DATA_DIR: join(dataDir, `data-${i}`) };
  const scratch = await createScratchDatabase();
  scratches.push(scratch);
  return { ...base, DATABASE_URL: scratch.url };
}

try {
  const firstStarts: number[] = [];
  const warmStarts: number[] = [];
  let env: Record<string, string> = {};
  for (let i = 0; i < STARTS; i++) {
    env = await freshEnv(i);
    firstStarts.push((await timedStart(env)).seconds);
    warmStarts.push((await timedStart(env)).seconds);
  }
  console.log(
    `${kind}: start to healthy, new data ${firstStarts.map((s) => s.toFixed(2)).join(" / ")} s, ` +
      `existing data ${warmStarts.map((s) => s.toFixed(2)).join(" / ")} s`,
  );

  const { server } = await timedStart(env, true);
  try {
    const rss: { afterStart: number; afterSeed: number; rounds: number[] } = {
      afterStart: rssMb(server),
      afterSeed: 0,
      rounds: [],
    };
    const team = await seedTeam(server.base, 2);
    const [officeId, bookingOfficeId] = team.officeIds;
    const me = await call(server.base, "GET", "/api/user", { cookie: team.cookie });
    const zone: string = me.body.team?.timeZone ?? "UTC";
    const tomorrow = shiftDate(todayInZone(zone), 1);
    await sleep(2000);
    rss.afterSeed = rssMb(server);
    const rounds: { reqPerSec: number; non2xx: number; errors: number; p99Ms: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const result = await autocannon({
        url: server.base,
        connections: CONNECTIONS,
        amount: REQUESTS,
        headers: { cookie: team.cookie, origin: server.base, "content-type": "application/json" },
        requests: [
          { method: "GET", path: "/api/user" },
          { method: "GET", path: `/api/offices/${officeId}/availability?date=${tomorrow}` },
          { method: "GET", path: `/api/bookings?date=${tomorrow}` },
          {
            method: "POST",
            path: "/api/bookings/check",
            body: JSON.stringify({
              officeId: bookingOfficeId,
              startISO: zonedInstant(tomorrow, 10 * 60, zone).toISOString(),
              endISO: zonedInstant(tomorrow, 11 * 60, zone).toISOString(),
            }),
          },
        ],
      });
      await sleep(2000);
      rss.rounds.push(rssMb(server));
      rounds.push({
        reqPerSec: Math.round(result.requests.average),
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        p99Ms: result.latency.p99,
      });
      console.log(
        `round ${round + 1}: ${REQUESTS} requests, ${rounds[round]?.reqPerSec} req/s, p99 ${result.latency.p99} ms, ` +
          `non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}; RSS ${rss.rounds[round]?.toFixed(1)} MB`,
      );
    }
    const summary = {
      kind,
      at: new Date().toISOString(),
      startSeconds: {
        newData: firstStarts,
        existingData: warmStarts,
        medianNew: median(firstStarts),
        medianExisting: median(warmStarts),
      },
      rssMb: rss,
      rounds,
    };
    console.log(
      `RSS: after start ${rss.afterStart.toFixed(1)} MB, after seeding ${rss.afterSeed.toFixed(1)} MB; after each round ${rss.rounds.map((r) => r.toFixed(1)).join(" / ")} MB`,
    );
    await mkdir("bench/results", { recursive: true });
    await writeFile(`bench/results/memory-latest-${kind}.json`, `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await stop(server);
  }
} finally {
  for (const scratch of scratches) await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
