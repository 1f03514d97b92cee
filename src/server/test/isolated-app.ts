/**
 * What the test harness and the bench start the app on: the database (PostgreSQL at DATABASE_URL,
 * else PGlite in memory), migrated, and a configuration that serves no web files, sends no mail
 * and signs with the given secret. One place, so the tests and the bench measure the same app.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "#db/migrate.ts";
import { type AppConfig, loadConfig } from "#server/config.ts";

/**
 * Opens and migrates the database (`url`, default DATABASE_URL; PGlite in memory when neither);
 * `poolSize` only matters on PostgreSQL. Closes it if migrating fails. A PGlite starts from the
 * image of a migrated one (`migratedPgliteImage`) rather than running every migration again.
 */
export async function openIsolatedDatabase(poolSize = 10, url = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  if (!url) return openDatabase({ kind: "pglite", dataDir: null, image: await migratedPgliteImage() });
  const database = await openDatabase({ kind: "postgresql", url, poolSize });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The environment's configuration with data in memory, no SMTP, no web files, APP_URL localhost:3000. */
export function isolatedConfig(authSecret: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      ...process.env,
      DATA_DIR: ":memory:",
      SMTP_URL: "",
      AUTH_SECRET: authSecret,
      APP_URL: "http://localhost:3000",
    }),
    webDir: "/nonexistent-web-dir",
    ssrDir: "/nonexistent-ssr-dir",
    ...overrides,
  };
}

/**
 * The data directory of a freshly migrated in-memory PGlite, as PGlite's own image
 * (`dumpDataDir`). Made once per machine for each set of migrations and PGlite release, and kept
 * in the temporary directory: loading it costs a fraction of migrating (bench/README.md, "Test
 * suite"), which every test file and bench run otherwise repeats.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const path = migratedImagePath();
  if (!existsSync(path)) {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      await runMigrations(database);
      const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
      mkdirSync(dirname(path), { recursive: true });
      // Written aside and renamed: a test worker opening the image at the same moment sees all of it or none.
      const partial = `${path}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, path);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(path)]);
}

/** The image's file, named by a hash of the migrations and of the PGlite release that made it. */
function migratedImagePath(): string {
  const hash = createHash("sha256");
  const pglite = join(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..", "package.json");
  hash.update(readFileSync(pglite));
  const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql"));
  for (const name of [...files.sort(), "meta/_journal.json"]) hash.update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  return join(tmpdir(), "officely-test", `pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** A fresh PostgreSQL database on the server of DATABASE_URL; returns its URL and a drop function. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL ?? "";
  const name = `officely_fault_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
