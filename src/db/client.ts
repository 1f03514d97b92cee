/**
 * Opens the database: embedded PGlite in a data directory (default), in memory (tests), or a real
 * PostgreSQL when `DATABASE_URL` is set. Both run the same schema and the same SQL migrations.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import lockfile from "proper-lockfile";
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
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: "postgresql"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string | null };

/** Thrown when another running process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another running Officely process. ` +
        "Stop that process, or set DATA_DIR to another directory. " +
        "If that process crashed, its lock expires by itself within 15 seconds.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Reads DATABASE_URL / DATA_DIR from the environment; `DATA_DIR=:memory:` keeps PGlite in memory. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) {
    return { kind: "postgresql", url: env.DATABASE_URL, poolSize: Number(env.DATABASE_POOL_SIZE ?? 10) };
  }
  const dataDir = env.DATA_DIR ?? "./data";
  return { kind: "pglite", dataDir: dataDir === ":memory:" ? null : dataDir };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "postgresql") {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: "postgresql",
      location: redactUrl(config.url),
      close: () => pool.end(),
    };
  }
  let release: (() => Promise<void>) | null = null;
  let location = "memory";
  if (config.dataDir) {
    location = resolve(config.dataDir);
    mkdirSync(location, { recursive: true });
    release = await lockDataDir(location);
  }
  try {
    // The cluster lives in a subfolder so the lock file and the auth secret can sit beside it.
    const pgdata = config.dataDir ? resolve(location, "pgdata") : undefined;
    const client = await PGlite.create(pgdata, { extensions: { btree_gist } });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      location,
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: resolve(dataDir, "officely.lock"),
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: () => {
        // Lost the lock (clock jump or the directory removed): keep serving; the next start re-checks.
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
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
