/**
 * Several instances share the per-IP login rate limit through Redis (REDIS_URL): two real server
 * processes on one PostgreSQL, 3 sign-ins allowed per client IP per minute; the attempts are spread
 * over both instances and the 4th is refused on whichever instance gets it. Per instance the 4th
 * would pass (each would have counted only 1 or 2). (The per-account back-off is in the database,
 * shared whatever: auth-hardening.test.ts.) Needs DATABASE_URL and a Redis (REDIS_URL, else the
 * local 127.0.0.1:6379); skipped without them, except with REQUIRE_REDIS=true (CI), where it fails.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "#server/test/isolated-app.ts";
import {
  call,
  freePort,
  type ServerProcess,
  seedTeam,
  startServer,
  waitForHealth,
} from "#server/test/process-harness.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = !!process.env.DATABASE_URL && (await redisReachable());

// CI starts Redis and sets REQUIRE_REDIS for the PostgreSQL run (.ci/run): there, a missing Redis is a
// failure, not a silent skip. (Not REDIS_URL: every test app would then share rate-limit counters.)
describe.runIf(!reachable && !!process.env.DATABASE_URL && process.env.REQUIRE_REDIS === "true")(
  "rate limits shared across instances: Redis required in CI",
  () => {
    it("reaches the Redis named by REDIS_URL", () => {
      expect.fail(`Redis at ${REDIS_URL} does not answer PING; .ci/run starts it before this run.`);
    });
  },
);

describe.skipIf(!reachable)("rate limits shared across instances (REDIS_URL)", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // One process per instance: two instances are the point here (workers have their own test).
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      WEB_CONCURRENCY: "1",
      LOGIN_RATE_LIMIT_IP_MAX: "3",
    };
    a = startServer(await freePort(), env);
    await waitForHealth(a, 90_000);
    b = startServer(await freePort(), env);
    await waitForHealth(b, 90_000);
  }, 200_000);
  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await scratch?.drop();
  });

  it("counts one client's sign-ins on both instances together", async () => {
    const team = await seedTeam(a.base, 0);
    const me = await call(a.base, "GET", "/api/user", { cookie: team.cookie });
    const email = me.body.user.email as string;
    const attempt = (server: ServerProcess) =>
      call(server.base, "POST", "/api/login", { body: { email, password: "Wrong-passw0rd" } });

    const statuses = [(await attempt(a)).status, (await attempt(b)).status, (await attempt(a)).status];
    expect(statuses).toEqual([401, 401, 401]);
    // B has seen one attempt of its own: only a shared count refuses this one.
    const fourth = await attempt(b);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe("RATE_LIMITED");
  });
});
