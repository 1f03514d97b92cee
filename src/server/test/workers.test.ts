/**
 * WEB_CONCURRENCY (docs/deploy.md "Every core of one machine"): one start runs several server
 * processes on PostgreSQL. Real processes: the primary forks the workers, which share the port and
 * answer; a worker that dies is replaced; SIGTERM drains them all and the primary exits 0. On
 * PGlite more than one worker is refused at start with a message naming the variable.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "./isolated-app.ts";
import { call, freePort, type ServerProcess, startServer, waitForHealth } from "./process-harness.ts";

/** The pids of `pid`'s child processes (the cluster's workers). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

async function waitFor(check: () => boolean, deadlineMs: number): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > deadlineMs) throw new Error("condition not met in time");
    await new Promise((done) => setTimeout(done, 100));
  }
}

it("refuses more than one worker on the embedded database, naming the variable", async () => {
  const server = startServer(await freePort(), { DATABASE_URL: "", DATA_DIR: ":memory:", WEB_CONCURRENCY: "2" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Officely cannot start: WEB_CONCURRENCY=2 needs DATABASE_URL");
}, 180_000);

describe.skipIf(!process.env.DATABASE_URL)("several workers on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    server = startServer(await freePort(), { DATABASE_URL: scratch.url, WEB_CONCURRENCY: "2" });
    // Two workers import the whole app at once: on a loaded 2-core machine that takes a minute.
    await waitForHealth(server, 240_000);
  }, 300_000);
  afterAll(async () => {
    if (server?.isAlive()) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await scratch?.drop();
  });

  it("runs two workers that answer, replaces one that dies, and drains them all on SIGTERM", async () => {
    const primary = server.child.pid ?? 0;
    await waitFor(() => childrenOf(primary).length === 2, 120_000);
    const first = childrenOf(primary);
    // The migrations ran once, in the primary, before the workers opened the database.
    expect(server.output()).toContain("runs 2 workers");
    // Without REDIS_URL each worker counts the rate limits alone: said once, by the primary.
    expect(server.output().match(/without REDIS_URL/g)).toHaveLength(1);

    const answers = await Promise.all(Array.from({ length: 40 }, () => call(server.base, "GET", "/api/health")));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));

    process.kill(first[0], "SIGKILL");
    await waitFor(() => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(first[0]);
    }, 120_000);
    await waitForHealth(server, 240_000);
    const after = await call(server.base, "GET", "/api/health");
    expect(after.status).toBe(200);

    const workers = childrenOf(primary);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 600_000);
});
