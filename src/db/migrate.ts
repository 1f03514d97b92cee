/**
 * Runs the committed SQL migrations (src/db/drizzle) and reports the applied version.
 * On PostgreSQL a start that races another instance retries until the migrations are applied.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
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
  // Two instances starting at once may race on the migrations table; the loser retries and then
  // finds every migration applied.
  for (let attempt = 0; ; attempt++) {
    try {
      await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((done) => setTimeout(done, 200 * (attempt + 1)));
    }
  }
}

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
