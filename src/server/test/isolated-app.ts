/**
 * What the test harness and the bench start the app on: the database (PostgreSQL at DATABASE_URL,
 * else PGlite in memory), migrated, and a configuration that serves no web files, sends no mail
 * and signs with the given secret. One place, so the tests and the bench measure the same app.
 */
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { type AppConfig, loadConfig } from "#server/config.ts";

/**
 * Opens and migrates the database (`url`, default DATABASE_URL; PGlite in memory when neither);
 * `poolSize` only matters on PostgreSQL. Closes it if migrating fails.
 */
export async function openIsolatedDatabase(poolSize = 10, url = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  const database = await openDatabase(url ? { kind: "postgresql", url, poolSize } : { kind: "pglite", dataDir: null });
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
