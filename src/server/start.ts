/**
 * Starts Officely (main.ts imports this once Node's compile cache is on): reads the
 * configuration (a bad value stops here, naming the variable), opens the database (PGlite in
 * DATA_DIR, or PostgreSQL with DATABASE_URL) while the server's modules load, runs the migrations,
 * listens on PORT, and on SIGTERM/SIGINT drains: late requests get 503 in our shape, in-flight ones
 * finish (up to SHUTDOWN_TIMEOUT_MS), then the server and the database close. With WEB_CONCURRENCY
 * above 1 (PostgreSQL), this process is the primary of that many workers (workers.ts), each of which
 * runs the rest of this file; the primary has run the migrations.
 */
import cluster from "node:cluster";
import { flushCompileCache } from "node:module";
import { openDatabase } from "#db/client.ts";
import { DataDirLockedError } from "#db/data-dir.ts";
import { runMigrations } from "#db/migrate.ts";
import { endWithCode, killIfStillRunningAfter } from "#server/lib/process-end.ts";
import { ConfigError, loadConfig } from "./config.ts";

/** Says why the server does not start; the process ends with exit code 1 (lib/process-end.ts). */
function refuseToStart(message: string): void {
  console.error(`Officely cannot start: ${message}`);
  endWithCode(1);
}

/** The configuration, or undefined when a value is bad (said on stderr, exit code 1). */
function readConfig(): ReturnType<typeof loadConfig> | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    refuseToStart(error.message);
    return undefined;
  }
}

const config = readConfig();
if (config && cluster.isPrimary && (config.workers ?? 1) > 1) {
  const { superviseWorkers } = await import("./workers.ts");
  await superviseWorkers(config);
} else if (config) {
  await serve(config);
}

async function serve(config: ReturnType<typeof loadConfig>) {
  // PGlite's start (some 400 ms) overlaps the import of the app's modules (some 600 ms). Both are
  // awaited before either failure counts, so a failed import never leaves a data directory half set up.
  const [opened, imported] = await Promise.allSettled([openDatabase(config.database), import("./app.ts")]);
  if (opened.status === "rejected") {
    if (!(opened.reason instanceof DataDirLockedError)) throw opened.reason;
    refuseToStart(opened.reason.message);
    return;
  }
  const database = opened.value;
  if (imported.status === "rejected") {
    await database.close();
    throw imported.reason;
  }
  const { buildApp } = imported.value;
  if (cluster.isPrimary) await runMigrations(database);
  const { app, mailer, jobs, seriesJob, webhooks } = await buildApp({ config, database });
  // A worker's warnings were logged once by its primary.
  if (cluster.isPrimary) for (const warning of config.warnings ?? []) app.log.warn(warning);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining requests");
    // 1. Late requests get our 503 with `Connection: close`, so kept-alive clients let go of their
    //    sockets before the server closes them (a close racing a client's write is a reset).
    app.startDraining();
    // A process still held open past every deadline is killed (lib/process-end.ts).
    killIfStillRunningAfter(config.shutdownTimeoutMs + 5000, () =>
      app.log.error("shutdown: still running past its deadline; killed"),
    );
    await new Promise((done) => setTimeout(done, Math.min(1000, config.shutdownTimeoutMs / 4)));
    // 2. Stop accepting connections, close idle ones, wait for in-flight requests up to the deadline.
    const deadline = setTimeout(() => {
      app.log.warn("shutdown deadline reached: closing the remaining connections");
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await app.close();
    clearTimeout(deadline);
    // 3. Then the database: nothing is using it any more.
    await database.close();
    // The process ends with its event loop, exit code 0 (lib/process-end.ts).
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  // Node writes the compile cache only at exit otherwise; a process that is killed would lose it.
  // About 600 ms when nothing is cached yet (a first start, or one after an update), 1-2 ms after:
  // before traffic arrives rather than in the middle of it.
  flushCompileCache();
  mailer.start();
  jobs.start();
  seriesJob.start();
  webhooks.start();
  app.log.info(
    { database: database.kind, location: database.location, url: config.appUrl },
    `${config.productName} is running at ${config.appUrl}`,
  );
}
