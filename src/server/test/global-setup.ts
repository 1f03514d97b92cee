/**
 * Before the test files run: with DATABASE_URL, migrates the test PostgreSQL once; without it,
 * makes the migrated PGlite image every test database starts from, so the workers do not each
 * make it at once.
 */
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { migratedPgliteImage } from "./isolated-app.ts";

export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await migratedPgliteImage();
    return;
  }
  const handle = await openDatabase({ kind: "postgresql", url, poolSize: 2 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}
