/**
 * drizzle-kit generates migrations by comparing src/db/schema with the newest snapshot in
 * src/db/drizzle/meta. An index or constraint created by hand-written SQL but missing from the schema
 * is unknown to the snapshot, so a later `db:generate` could drop, rename or duplicate it. This
 * compares the migrated database's catalog with the newest snapshot: every index and constraint the
 * migrations create is in the snapshot, except the few that drizzle cannot declare (listed here).
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openIsolatedDatabase } from "#server/test/isolated-app.ts";
import type { DatabaseHandle } from "./client.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";

/** Objects drizzle's schema cannot express (an exclusion constraint, expression indexes). */
const HAND_WRITTEN_ONLY = new Set(["bookings_no_overlap", "users_email_lower_idx"]);

interface SnapshotTable {
  indexes: Record<string, unknown>;
  foreignKeys: Record<string, unknown>;
  compositePrimaryKeys: Record<string, unknown>;
  uniqueConstraints: Record<string, unknown>;
  checkConstraints: Record<string, unknown>;
}

/** Names of every index and constraint the newest drizzle-kit snapshot knows, as "table.name". */
function snapshotNames(): Set<string> {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as {
    entries: { idx: number }[];
  };
  const idx = String(journal.entries.at(-1)?.idx).padStart(4, "0");
  const snapshot = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/${idx}_snapshot.json`, "utf8")) as {
    tables: Record<string, SnapshotTable & { name: string }>;
  };
  const names = new Set<string>();
  for (const table of Object.values(snapshot.tables)) {
    for (const group of [
      table.indexes,
      table.foreignKeys,
      table.compositePrimaryKeys,
      table.uniqueConstraints,
      table.checkConstraints,
    ]) {
      for (const name of Object.keys(group ?? {})) names.add(`${table.name}.${name}`);
    }
  }
  return names;
}

describe("drizzle schema and migrations", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openIsolatedDatabase(2);
  });
  afterAll(async () => {
    await database.close();
  });

  it("every index and constraint the migrations create is known to drizzle-kit's newest snapshot", async () => {
    const result = await database.db.execute<{ name: string }>(sql`
      select c.relname || '.' || i.relname as name
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class c on c.oid = x.indrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public'
         and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype in ('p', 'u', 'x'))
      union all
      select c.relname || '.' || k.conname
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and k.contype in ('f', 'u', 'c', 'x')
         or (n.nspname = 'public' and k.contype = 'p' and k.conname not like '%_pkey')
    `);
    const known = snapshotNames();
    const unknown = result.rows
      .map((row) => row.name)
      .filter((name) => !known.has(name) && !HAND_WRITTEN_ONLY.has(name.slice(name.indexOf(".") + 1)))
      .sort();
    expect(unknown).toEqual([]);
  });

  it("the series occurrence index and the bookings -> series foreign key are declared in the schema", () => {
    const known = snapshotNames();
    expect(known.has("bookings.bookings_series_occurrence_idx")).toBe(true);
    expect(known.has("bookings.bookings_series_fk")).toBe(true);
  });
});
