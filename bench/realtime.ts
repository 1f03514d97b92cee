/**
 * Real-time bench (docs/product.md "Events and real time"): two app instances (real processes) on
 * one PostgreSQL, N WebSocket clients spread over both and over T teams, bookings made at a fixed
 * rate through both instances. Reports event delivery latency (event's commit-side timestamp →
 * message received, same machine clock), events lost, cross-team deliveries, and server memory per
 * socket.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/realtime.ts
 *
 * BENCH_SOCKETS (1000), BENCH_TEAMS (20), BENCH_RATE bookings/s (100), BENCH_DURATION s (30) measured after
 * BENCH_WARMUP s (5) of the same load. The warm-up's figures are printed apart: its first seconds pay
 * for fresh processes (each pool's connections opening, V8 compiling the hot paths) with request
 * p95 around 300 ms against 25-75 ms after. Events lost and cross-team deliveries count every booking,
 * warm-up included.
 * A scratch database is created beside DATABASE_URL's and dropped at the end.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";
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

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const OFFICES = 10;
const ZONE = "America/New_York";

if (!process.env.DATABASE_URL) {
  console.error("bench/realtime.ts needs DATABASE_URL (two instances share one PostgreSQL).");
  process.exit(1);
}

const rssKb = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Client {
  team: number;
  ws: WebSocket;
}

const scratch = await createScratchDatabase();
const env = { DATABASE_URL: scratch.url, REGISTRATION_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "warn" };
const servers: ServerProcess[] = [];
try {
  for (let i = 0; i < 2; i++) {
    const server = startServer(await freePort(), env);
    servers.push(server);
    await waitForHealth(server);
  }
  const teams = [];
  for (let t = 0; t < TEAMS; t++) teams.push(await seedTeam(servers[0].base, OFFICES));
  const teamIds: string[] = [];
  for (const team of teams) {
    const me = await call(servers[0].base, "GET", "/api/user", { cookie: team.cookie });
    teamIds.push(me.body.user.teamId);
  }
  const rssBefore = servers.map((s) => rssKb(s.child.pid));

  // Sockets: team t's clients alternate between the instances.
  const latencies: number[] = [];
  /** When each delivery arrived (wall clock), to compare with when the booking's HTTP answer arrived. */
  const arrivals: { id: string; at: number }[] = [];
  const answeredAt = new Map<string, number>();
  const requestMs: number[] = [];
  const warmupRequestMs: number[] = [];
  const warmupLatencies: number[] = [];
  /** Wall-clock time when the measured load starts: events recorded before it belong to the warm-up. */
  let measureFrom = Number.POSITIVE_INFINITY;
  const received = new Map<string, number>();
  let crossTeam = 0;
  const clients: Client[] = [];
  for (let i = 0; i < SOCKETS; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(SOCKETS, i + 50); j++) {
      const team = j % TEAMS;
      const server = servers[Math.floor(j / TEAMS) % 2];
      const ws = new WebSocket(`${server.base.replace("http", "ws")}/ws`, {
        headers: { cookie: teams[team].cookie, origin: server.base },
      });
      ws.on("message", (data) => {
        const message = JSON.parse(String(data));
        if (message.type !== "booking:created") return;
        const now = Date.now();
        const at = Date.parse(message.at);
        (at >= measureFrom ? latencies : warmupLatencies).push(now - at);
        if (at >= measureFrom) arrivals.push({ id: message.subjectId, at: now });
        if (message.teamId !== teamIds[team]) crossTeam++;
        received.set(message.subjectId, (received.get(message.subjectId) ?? 0) + 1);
      });
      clients.push({ team, ws });
      batch.push(
        new Promise((done, fail) => {
          ws.once("open", done);
          ws.once("error", fail);
        }),
      );
    }
    await Promise.all(batch);
  }
  await new Promise((done) => setTimeout(done, 1000));
  const rssAfter = servers.map((s) => rssKb(s.child.pid));
  const socketsPerTeam = clients.reduce((n, c) => (c.team === 0 ? n + 1 : n), 0);
  console.log(`${clients.length} sockets open (${socketsPerTeam} per team) on 2 instances`);

  // Load: RATE bookings a second for DURATION s, round-robin over teams and instances.
  const made: { id: string; team: number }[] = [];
  const failures = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const warmupCount = RATE * WARMUP;
  const total = warmupCount + RATE * DURATION;
  // The bench's own event loop (1,000 sockets' messages and the load) delays what it measures: its
  // delay during the measured load is reported beside the latencies, so a tail can be told apart.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  const loadStarted = performance.now();
  let started = loadStarted;
  for (let n = 0; n < total; n++) {
    const due = loadStarted + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    if (n === warmupCount) {
      measureFrom = Date.now();
      started = performance.now();
      clientLoop.enable();
    }
    const timed = n >= warmupCount ? requestMs : warmupRequestMs;
    const team = n % TEAMS;
    const k = Math.floor(n / TEAMS);
    const office = teams[team].officeIds[k % OFFICES];
    const date = shiftDate(todayInZone(ZONE), 1 + Math.floor(k / OFFICES / 13));
    const hour = 7 + (Math.floor(k / OFFICES) % 13);
    const server = servers[n % 2];
    pending.push(
      call(server.base, "POST", "/api/bookings", {
        cookie: teams[team].cookie,
        body: {
          officeId: office,
          startISO: zonedInstant(date, hour * 60, ZONE).toISOString(),
          endISO: zonedInstant(date, hour * 60 + 60, ZONE).toISOString(),
        },
      }).then((res) => {
        timed.push(res.ms);
        if (res.status === 201) {
          made.push({ id: res.body.id, team });
          answeredAt.set(res.body.id, Date.now());
        } else {
          const key = `${res.status} ${res.body?.code ?? String(res.body).slice(0, 60)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }),
    );
  }
  await Promise.all(pending);
  clientLoop.disable();
  const loadSeconds = (performance.now() - started) / 1000;
  await new Promise((done) => setTimeout(done, 3000));

  const perTeam = new Map<number, number>();
  for (const c of clients) perTeam.set(c.team, (perTeam.get(c.team) ?? 0) + 1);
  let expected = 0;
  let lost = 0;
  for (const b of made) {
    const want = perTeam.get(b.team) ?? 0;
    expected += want;
    lost += Math.max(0, want - (received.get(b.id) ?? 0));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  // After the HTTP answer: the real-time path alone (0 when the socket was faster than the answer).
  const afterAnswer = arrivals
    .filter((a) => answeredAt.has(a.id))
    .map((a) => Math.max(0, a.at - (answeredAt.get(a.id) ?? a.at)))
    .sort((a, b) => a - b);
  const requests = [...requestMs].sort((a, b) => a - b);
  const result = {
    sockets: clients.length,
    teams: TEAMS,
    bookingsMade: made.length,
    bookingsFailed: Object.fromEntries(failures),
    achievedRate: Math.round((made.length - warmupRequestMs.length) / loadSeconds),
    deliveriesExpected: expected,
    deliveriesReceived: latencies.length + warmupLatencies.length,
    eventsLost: lost,
    crossTeamDeliveries: crossTeam,
    bookingRequestMs: { p50: Math.round(percentile(requests, 50)), p95: Math.round(percentile(requests, 95)) },
    afterAnswerMs: {
      p50: percentile(afterAnswer, 50),
      p95: percentile(afterAnswer, 95),
      p99: percentile(afterAnswer, 99),
    },
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
    },
    warmup: {
      seconds: WARMUP,
      bookings: warmupRequestMs.length,
      bookingRequestMs: {
        p50: Math.round(
          percentile(
            [...warmupRequestMs].sort((a, b) => a - b),
            50,
          ),
        ),
        p95: Math.round(
          percentile(
            [...warmupRequestMs].sort((a, b) => a - b),
            95,
          ),
        ),
      },
      latencyMs: {
        p95: percentile(
          [...warmupLatencies].sort((a, b) => a - b),
          95,
        ),
      },
    },
    clientEventLoopDelayMs: {
      p50: Math.round(clientLoop.percentile(50) / 1e5) / 10,
      p99: Math.round(clientLoop.percentile(99) / 1e5) / 10,
      max: Math.round(clientLoop.max / 1e5) / 10,
    },
    memoryPerSocketKb: servers.map((_s, i) => Math.round(((rssAfter[i] - rssBefore[i]) / SOCKETS) * 2 * 10) / 10),
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/realtime-latest.json", `${JSON.stringify(result, null, 2)}\n`);
  for (const c of clients) c.ws.terminate();
} finally {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  await scratch.drop();
}
