/**
 * Starts Officely: opens the database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL), runs the
 * migrations, listens on PORT, and shuts down cleanly on SIGTERM/SIGINT.
 */
import { DataDirLockedError, openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const config = loadConfig();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config.database);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`Officely cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
await runMigrations(database);
const { app, mailer } = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
mailer.start();
app.log.info(
  { database: database.kind, location: database.location, url: config.appUrl },
  `${config.productName} is running at ${config.appUrl}`,
);
