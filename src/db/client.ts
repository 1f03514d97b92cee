/**
 * Opens the database: embedded PGlite in a data directory (default), in memory (tests), or a real
 * PostgreSQL when `DATABASE_URL` is set. Both run the same schema and the same SQL migrations.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir, restrictNewFiles, tightenPermissions } from "./data-dir.ts";
import { type NotifyHandler, pgliteNotifier, postgresNotifier, type Unlisten } from "./notify.ts";
import * as schema from "./schema/index.ts";

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either the database or a transaction. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;
export type DatabaseKind = "pglite" | "postgresql";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives: the data directory, "memory", or the PostgreSQL URL without password. */
  location: string;
  /**
   * LISTEN on `channel`: `onPayload` gets each notification's payload (delivered after the sending
   * transaction commits). Resolves to the function that stops this subscription. Never throws for a
   * lost connection: on PostgreSQL the listener reconnects by itself (notifications meanwhile are lost).
   */
  listen(channel: string, onPayload: NotifyHandler): Promise<Unlisten>;
  /** NOTIFY `channel` with `payload` outside any transaction (inside one, use `select pg_notify(...)`). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | {
      kind: "postgresql";
      url: string;
      poolSize?: number;
      /** Longest wait for a pooled connection (ms) before the request gets 503. */
      acquireTimeoutMs?: number;
      /** PostgreSQL statement_timeout (ms), lock waits included; a stalled query ends in 503. */
      statementTimeoutMs?: number;
    }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** In memory only: start from this image of a data directory (PGlite's `dumpDataDir`). */
      image?: Blob;
    };

/** Where openDatabase reports what it repairs or survives (a lost connection, a stale lock). */
export interface DatabaseLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const consoleLog: DatabaseLog = {
  warn: (details, message) => {
    const { err, ...rest } = details as { err?: { message?: string; code?: string } };
    const reason = err ? ` (${err.code ?? ""} ${err.message ?? ""})` : "";
    console.warn(`${message}${reason}`, JSON.stringify(rest));
  },
};

export async function openDatabase(config: DatabaseConfig, log: DatabaseLog = consoleLog): Promise<DatabaseHandle> {
  if (config.kind === "postgresql") {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: config.acquireTimeoutMs ?? 5000,
      statement_timeout: config.statementTimeoutMs ?? 10_000,
      // A transaction left open by a crashed request must not hold its locks for ever.
      idle_in_transaction_session_timeout: 60_000,
      // JIT compiles a plan whose estimate is high, which for us means set-returning functions the
      // planner guesses at 1,000 rows (the analytics heatmap's generate_series per booking): 290 ms
      // of compiling for a 25 ms query. Our statements are short; none gains from it.
      // Parallel query likewise: starting workers for a 50,000-row analytics aggregate cost more than
      // the scan (the summary took 77 ms with two workers, 18 ms without, on 2 cores), and a request
      // already runs its queries side by side on the pool while other requests want the cores.
      options: "-c jit=off -c max_parallel_workers_per_gather=0",
      keepAlive: true,
    });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    // A client checked out by a request has no listener of the pool's: without this one, a backend
    // terminated mid-query emits an unhandled 'error' and kills the process. The query itself
    // rejects, the request answers 503, and the pool discards the broken client on release.
    pool.on("connect", (client) => {
      client.on("error", (error) => {
        log.warn({ err: redactDatabaseError(error) }, "database connection lost");
        reclaimLater(pool, client, error);
      });
      client.on("end", () => reclaimLater(pool, client, new Error("Connection ended")));
    });
    const db = drizzlePg({ client: pool, schema });
    const notifier = postgresNotifier(config.url, pool);
    return {
      db,
      kind: "postgresql",
      location: redactUrl(config.url),
      listen: notifier.listen,
      notify: notifier.notify,
      close: async () => {
        await notifier.close();
        await pool.end();
      },
    };
  }
  let release: (() => Promise<void>) | null = null;
  let location = "memory";
  if (config.dataDir) {
    location = resolve(config.dataDir);
    // Password hashes and sessions live here: only this user may read them. The umask stays for
    // the process, since PGlite keeps creating files (new relations, WAL) while it runs.
    restrictNewFiles();
    mkdirSync(location, { recursive: true, mode: 0o700 });
    tightenPermissions(location);
    release = await lockDataDir(location, log);
  }
  try {
    // The cluster lives in a subfolder so the lock file and the auth secret can sit beside it.
    const pgdata = config.dataDir ? resolve(location, "pgdata") : undefined;
    const client = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: config.dataDir ? undefined : config.image,
      extensions: { btree_gist, pg_trgm },
    });
    // PGlite's file system layer sets its own modes (0666/0777); the 0700 directory already keeps
    // other users out, and the files are tightened to 0600 after start and on close.
    if (config.dataDir) tightenPermissions(location);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    const notifier = pgliteNotifier(client);
    return {
      db,
      kind: "pglite",
      location,
      listen: notifier.listen,
      notify: notifier.notify,
      close: async () => {
        await client.close();
        if (config.dataDir) tightenPermissions(location);
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** How long a dead client may stay checked out before the pool takes it back. */
const RECLAIM_MS = 1_000;

/**
 * Gives the pool back a dead client its holder never released. Drizzle's `transaction()` releases
 * its client in a `finally` that a failed `begin` never reaches, so a connection cut exactly then
 * (pg_terminate_backend, a failover) leaked one pooled client each time, until every request
 * waited for a connection that never came. Anyone still using a dead client gets an error at once,
 * so one second later a client still checked out is abandoned: release it as broken (the pool
 * drops it and opens a new one) and make the holder's late release, if any, a no-op.
 * Reads pg-pool's `_clients` and `_idle` (no public API tells whether a client is checked out).
 */
function reclaimLater(pool: pg.Pool, client: pg.PoolClient, error: Error): void {
  setTimeout(() => {
    const internals = pool as unknown as { _clients?: unknown[]; _idle?: { client: unknown }[] };
    const inPool = internals._clients?.includes(client) ?? false;
    const idle = internals._idle?.some((item) => item.client === client) ?? false;
    if (!inPool || idle || typeof client.release !== "function") return;
    const release = client.release;
    client.release = () => {};
    release.call(client, error);
  }, RECLAIM_MS).unref();
}

const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown (pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "57014", // query_canceled (statement_timeout)
  "55P03", // lock_not_available
  "53300", // too_many_connections
  "25P03", // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Cannot use a pool after calling end/i;

/** Whether an error (or its cause) means the database is unreachable, stalled or refusing connections. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.has(code) || code.startsWith("08") || code.startsWith("E"))) {
      if (!code.startsWith("E") || /^E(CONN|TIMEDOUT|PIPE|HOSTUNREACH|NETUNREACH|AI_AGAIN)/.test(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error means our tables are gone (undefined_table, invalid_schema_name): migrations must run. */
export function isSchemaMissing(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "42P01" || code === "3F000") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A database error fit for the logs: message, SQLSTATE and the statement text, never the bound
 * parameters (session tokens, e-mails, password hashes). Drizzle puts them in the message too.
 */
export function redactDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const redacted: Record<string, unknown> = {
    type: error.name,
    message: error.message.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]"),
  };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code !== undefined) redacted.code = code;
  if (cause) redacted.cause = redactDatabaseError(cause);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  redacted.stack = [`${error.name}: ${redacted.message}`, ...frames].join("\n");
  return redacted;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgresql";
  }
}
