/**
 * Runs the committed SQL migrations (src/db/drizzle) and reports the applied version.
 * On PostgreSQL instances that start at once run them one after the other (an advisory lock).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { DatabaseHandle } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./drizzle", import.meta.url));

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as Journal;
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Instances starting at once take turns: a session advisory lock on one connection, the
  // migrations run on that same connection, so the next one in finds every migration applied.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The advisory lock key of the migrations (any constant shared by every instance). */
const MIGRATION_LOCK = 4_172_936_051;

/** The tag of the newest applied migration (e.g. "0001_booking-invariant"), or null if none. */
export async function appliedMigration(handle: DatabaseHandle): Promise<string | null> {
  const result = await handle.db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = result.rows[0];
  if (!row) return null;
  const when = Number(row.created_at);
  const entry = readJournal().entries.find((e) => e.when === when);
  return entry?.tag ?? String(when);
}
