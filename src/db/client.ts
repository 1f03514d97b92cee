/**
 * Opens the database: embedded PGlite in a data directory (default), in memory (tests), or a real
 * PostgreSQL when `DATABASE_URL` is set. Both run the same schema and the same SQL migrations.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import lockfile from "proper-lockfile";
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
  | { kind: "pglite"; dataDir: string | null };

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

/** Thrown when another running process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another running Officely process. ` +
        "Stop that process, or set DATA_DIR to another directory. " +
        "If that process crashed, start again: a lock whose process is gone is taken over at once.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Reads DATABASE_URL / DATA_DIR from the environment; `DATA_DIR=:memory:` keeps PGlite in memory. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) {
    return {
      kind: "postgresql",
      url: env.DATABASE_URL,
      poolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
      acquireTimeoutMs: Number(env.DATABASE_ACQUIRE_TIMEOUT_MS ?? 5000),
      statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000),
    };
  }
  const dataDir = env.DATA_DIR ?? "./data";
  return { kind: "pglite", dataDir: dataDir === ":memory:" ? null : dataDir };
}

export async function openDatabase(config: DatabaseConfig, log: DatabaseLog = consoleLog): Promise<DatabaseHandle> {
  if (config.kind === "postgresql") {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: config.acquireTimeoutMs ?? 5000,
      statement_timeout: config.statementTimeoutMs ?? 10_000,
      // A transaction left open by a crashed request must not hold its locks for ever.
      idle_in_transaction_session_timeout: 60_000,
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
      });
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
    const client = await PGlite.create(pgdata, { extensions: { btree_gist } });
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

async function lockDataDir(dataDir: string, log: DatabaseLog): Promise<() => Promise<void>> {
  const lockfilePath = resolve(dataDir, "officely.lock");
  const pidFile = resolve(dataDir, "officely.pid");
  const acquire = () =>
    lockfile.lock(dataDir, {
      lockfilePath,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: () => {
        // Lost the lock (clock jump or the directory removed): keep serving; the next start re-checks.
      },
    });
  let unlock: () => Promise<void>;
  try {
    unlock = await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const holder = lockHolderPid(pidFile);
    if (holder === null || isProcessAlive(holder)) throw new DataDirLockedError(dataDir);
    // The holder was killed (kill -9, power loss): its lock cannot be released by it, so take it over.
    log.warn({ dataDir, pid: holder }, "taking over the data directory lock of a process that is no longer running");
    rmSync(lockfilePath, { recursive: true, force: true });
    try {
      unlock = await acquire();
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
      throw retryError;
    }
  }
  writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  return async () => {
    rmSync(pidFile, { force: true });
    await unlock();
  };
}

function lockHolderPid(pidFile: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function restrictNewFiles(): void {
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // Worker threads cannot change the umask; tightenPermissions still fixes what exists at start.
  }
}

/** Directories 0700 and files 0600 under the data directory (older versions created them 0777/0666). */
function tightenPermissions(path: string): void {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    if ((stat.mode & 0o077) !== 0) chmodSync(path, 0o700);
    for (const entry of readdirSync(path)) tightenPermissions(resolve(path, entry));
  } else if (stat.isFile() && (stat.mode & 0o077) !== 0) {
    chmodSync(path, 0o600);
  }
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
