/**
 * Several server processes from one start (WEB_CONCURRENCY; docs/deploy.md
 * "Every core of one machine"): the primary runs the migrations once, forks the workers
 * (node:cluster; they share the listening port, the kernel hands connections round-robin), starts a
 * new one when one dies, and on SIGTERM/SIGINT passes the signal on and exits when every worker has
 * drained. Safe because instances share nothing but the database (sessions, events over
 * LISTEN/NOTIFY, claiming scans: decision 0015) and, with REDIS_URL, the rate limits. PostgreSQL
 * only: config.ts refuses more than one worker on PGlite.
 */
import cluster, { type Worker } from "node:cluster";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { endWithCode, killIfStillRunningAfter } from "#server/lib/process-end.ts";
import type { AppConfig } from "./config.ts";

/** More deaths than this per worker within a minute means they cannot start: stop rather than loop. */
const RESTARTS_PER_WORKER_PER_MINUTE = 5;

function log(level: "info" | "warn" | "error", msg: string, extra: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, role: "primary", msg, ...extra });
  if (level === "info") console.log(line);
  else console.error(line);
}

/** Runs the primary of `config.workers` processes; the process ends when they are done. */
export async function superviseWorkers(config: AppConfig): Promise<void> {
  const count = config.workers ?? 1;
  const database = await openDatabase(config.database);
  await runMigrations(database);
  await database.close();
  for (const warning of config.warnings ?? []) log("warn", warning);

  let closing = false;
  let failed = false;
  let deaths: number[] = [];
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  function stop(signal: NodeJS.Signals) {
    if (closing) return;
    closing = true;
    log("info", `${signal}: stopping ${live().length} workers`);
    for (const worker of live()) worker.process.kill(signal);
    // A worker stuck past its own deadline (SHUTDOWN_TIMEOUT_MS) is not waited for for ever; nor is
    // this process, should something still hold it open then (lib/process-end.ts).
    setTimeout(() => {
      failed = true;
      for (const worker of live()) worker.process.kill("SIGKILL");
      killIfStillRunningAfter(1000);
    }, config.shutdownTimeoutMs + 10_000).unref();
    if (live().length === 0) end();
  }

  /** Lets the process end once its workers have (nothing else holds its event loop); 1 if one failed. */
  function end() {
    endWithCode(failed ? 1 : 0);
  }

  cluster.on("exit", (worker, code, signal) => {
    if (closing) {
      // Killed by the signal itself is fine: a worker still starting had no handler yet, and no requests.
      if (code !== 0 && signal === null) failed = true;
      if (live().length === 0) end();
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < 60_000), now];
    log("error", "a worker exited; starting another", { worker: worker.process.pid, code, signal });
    if (deaths.length > count * RESTARTS_PER_WORKER_PER_MINUTE) {
      log("error", "workers keep exiting; stopping (see their logs above)");
      failed = true;
      stop("SIGTERM");
      return;
    }
    cluster.fork();
  });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < count; i += 1) cluster.fork();
  log("info", `${config.productName} runs ${count} workers on ${config.appUrl}`, { workers: count });
}
