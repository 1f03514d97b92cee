/** With DATABASE_URL, migrates the test PostgreSQL once before the test files run. */
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";

export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ kind: "postgresql", url, poolSize: 2 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}
